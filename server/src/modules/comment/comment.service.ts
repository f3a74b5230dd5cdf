import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { COMMENT_CONSTANTS, type CommentListView } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import { pageWindow, toPage } from '../../common/http/pagination';
import { TransactionRunner } from '../../database/transaction-runner';
import type { Viewer } from '../access/viewer';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { excerpt } from '../audit/excerpt';
import { UserService } from '../user/user.service';
import { ClarificationNotifier } from './clarification.notifier';
import { authorOf } from './comment-author';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentLikeService } from './comment-like.service';
import { COMMENT_MESSAGES } from './comment-messages';
import { CommentReader } from './comment-reader';
import { CommentReminders } from './comment-reminders';
import { CommentScopes } from './comment-scopes';
import { CommentEntity } from './comment.entity';
import {
  toCommentView,
  type AddCommentDto,
  type CommentListQueryDto,
  type CommentResponse,
} from './comment.dto';
import { ReplyEntity } from './reply.entity';
import { ReplyService } from './reply.service';

/** Comments of a place (a contest's clarifications, a discussion's comments): newest first, each with its first replies. */
@Injectable()
export class CommentService {
  constructor(
    private readonly scopes: CommentScopes,
    private readonly reader: CommentReader,
    private readonly replies: ReplyService,
    private readonly likes: CommentLikeService,
    private readonly users: UserService,
    private readonly notifier: ClarificationNotifier,
    private readonly reminders: CommentReminders,
    private readonly tx: TransactionRunner,
    @InjectRepository(CommentEntity) private readonly comments: Repository<CommentEntity>,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: CommentListQueryDto, viewer: Viewer | undefined): Promise<CommentListView<Date>> {
    const scope = await this.scopes.enter(query, viewer);
    const { current, size, skip } = pageWindow(query, COMMENT_CONSTANTS.pageSize);
    const [rows, total] = await this.comments.findAndCount({
      where: scope.commentsWhere(),
      order: { id: 'DESC' },
      skip,
      take: size,
    });
    const records = await Promise.all(
      rows.map(async (row) => toCommentView(row, await this.replies.preview(row.id, scope))),
    );
    return {
      commentList: toPage(records, total, current, size),
      commentLikeMap: await this.likes.likedBy(
        viewer?.uid,
        rows.map((row) => row.id),
      ),
    };
  }

  async add(dto: AddCommentDto, viewer: AuthUser): Promise<CommentResponse> {
    const scope = await this.scopes.enter(dto, viewer);
    await scope.requirePosting();
    const author = authorOf(await this.users.getByUid(viewer.uid));
    const row = await this.tx.run(async (manager) => {
      const saved = await manager.save(
        manager.create(CommentEntity, {
          cid: scope.cid,
          did: scope.did,
          content: dto.content,
          author,
          likeNum: 0,
        }),
      );
      await scope.counted(manager, 1);
      return saved;
    });
    this.notifier.announce(scope, row);
    await this.reminders.commented(scope, row);
    return toCommentView(row, { total: 0, first: [] });
  }

  /**
   * The author, or the place's moderator (a contest admin; a site admin or the group's root under
   * a discussion); its replies and likes go too, and the place's count drops by the comment and
   * its replies.
   */
  /** The author deletes their own comment, moderators any; a moderator's deletion is audited. */
  async remove(id: number, viewer: Actor): Promise<void> {
    const { comment, scope } = await this.reader.readable(id, viewer);
    if (!scope.moderates && comment.author.fromUid !== viewer.uid) {
      throw forbidden(COMMENT_MESSAGES.notYourComment);
    }
    await this.tx.run(async (manager) => {
      const replies = await manager.delete(ReplyEntity, { commentId: id });
      await scope.counted(manager, -(1 + (replies.affected ?? 0)));
      await manager.delete(CommentLikeEntity, { commentId: id });
      await manager.delete(CommentEntity, { id });
    });
    if (comment.author.fromUid === viewer.uid) return;
    await this.audit.record(viewer, {
      action: 'message.delete',
      target: { kind: 'comment', id, label: excerpt(comment.content) },
      before: { author: comment.author.fromName, content: comment.content },
      after: null,
    });
  }
}
