import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { COMMENT_CONSTANTS } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { TransactionRunner } from '../../database/transaction-runner';
import { forbidden, notFound } from '../../common/http/app.exception';
import type { Viewer } from '../access/viewer';
import { AuditTrail } from '../audit/audit-trail.service';
import type { Actor } from '../audit/actor';
import { excerpt } from '../audit/excerpt';
import { UserService } from '../user/user.service';
import { ClarificationNotifier } from './clarification.notifier';
import { authorOf } from './comment-author';
import { COMMENT_MESSAGES } from './comment-messages';
import { CommentReader } from './comment-reader';
import { CommentReminders } from './comment-reminders';
import type { CommentScope } from './comment-scope';
import { toReplyView, type AddReplyDto, type ReplyListQueryDto, type ReplyResponse } from './comment.dto';
import { ReplyAddressing } from './reply-addressing';
import { ReplyEntity } from './reply.entity';

/** Replies under a comment, oldest first, as far as the comment's place lets the viewer read them. */
@Injectable()
export class ReplyService {
  constructor(
    private readonly reader: CommentReader,
    private readonly users: UserService,
    private readonly notifier: ClarificationNotifier,
    private readonly reminders: CommentReminders,
    private readonly addressing: ReplyAddressing,
    private readonly tx: TransactionRunner,
    @InjectRepository(ReplyEntity) private readonly replies: Repository<ReplyEntity>,
    private readonly audit: AuditTrail,
  ) {}

  /** How many replies of a comment the viewer reads, and the first few (a comment list's preview). */
  async preview(commentId: number, scope: CommentScope): Promise<{ total: number; first: ReplyEntity[] }> {
    const [first, total] = await this.replies.findAndCount({
      where: scope.repliesWhere(commentId),
      order: { id: 'ASC' },
      take: COMMENT_CONSTANTS.repliesShown,
    });
    return { total, first };
  }

  async listAll(query: ReplyListQueryDto, viewer: Viewer | undefined): Promise<ReplyResponse[]> {
    const { scope } = await this.reader.readable(query.commentId, viewer);
    const rows = await this.replies.find({
      where: scope.repliesWhere(query.commentId),
      order: { id: 'ASC' },
    });
    return rows.map(toReplyView);
  }

  async add(dto: AddReplyDto, viewer: AuthUser): Promise<ReplyResponse> {
    const { comment, scope } = await this.reader.readable(dto.reply.commentId, viewer);
    await scope.requirePosting();
    const { target, quote } = await this.addressing.resolve(
      { toUid: dto.reply.toUid, quoteId: dto.quoteId, quoteType: dto.quoteType },
      comment,
      scope,
    );
    const me = await this.users.getByUid(viewer.uid);
    const row = await this.tx.run(async (manager) => {
      const saved = await manager.save(
        manager.create(ReplyEntity, {
          commentId: comment.id,
          author: authorOf(me),
          toUid: target.uid,
          toName: target.username,
          toAvatar: target.avatar,
          content: dto.reply.content,
        }),
      );
      await scope.counted(manager, 1);
      return saved;
    });
    this.notifier.announce(scope, comment, row);
    await this.reminders.replied(scope, row, quote);
    return toReplyView(row);
  }

  /** The reply's author, or the place's moderator, may delete it. */
  /** The author deletes their own reply, moderators any; a moderator's deletion is audited. */
  async remove(id: number, viewer: Actor): Promise<void> {
    const row = await this.replies.findOneBy({ id });
    if (!row) throw notFound(COMMENT_MESSAGES.replyNotFound);
    const { scope } = await this.reader.readable(row.commentId, viewer);
    if (!scope.moderates && row.author.fromUid !== viewer.uid) throw forbidden(COMMENT_MESSAGES.notYourReply);
    await this.tx.run(async (manager) => {
      const removed = await manager.delete(ReplyEntity, { id });
      if (removed.affected) await scope.counted(manager, -removed.affected);
    });
    if (row.author.fromUid === viewer.uid) return;
    await this.audit.record(viewer, {
      action: 'message.delete',
      target: { kind: 'reply', id, label: excerpt(row.content) },
      before: { author: row.author.fromName, content: row.content },
      after: null,
    });
  }
}
