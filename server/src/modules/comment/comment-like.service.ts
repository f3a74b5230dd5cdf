import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { TransactionRunner } from '../../database/transaction-runner';
import { CountedLikes } from '../../database/counted-likes';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentReader } from './comment-reader';
import { CommentReminders } from './comment-reminders';
import { CommentEntity } from './comment.entity';

const COMMENT_LIKES = new CountedLikes<{ commentId: number; uid: string }>(CommentLikeEntity, CommentEntity);

/** Likes of comments (counted in the comment's `likeNum`). A new like tells the comment's author. */
@Injectable()
export class CommentLikeService {
  constructor(
    private readonly reader: CommentReader,
    private readonly tx: TransactionRunner,
    private readonly reminders: CommentReminders,
    @InjectRepository(CommentLikeEntity) private readonly likes: Repository<CommentLikeEntity>,
  ) {}

  async toggle(commentId: number, toLike: boolean, viewer: AuthUser): Promise<void> {
    const { comment, scope } = await this.reader.readable(commentId, viewer);
    const like = { commentId, uid: viewer.uid };
    if (!toLike) return COMMENT_LIKES.remove(this.tx, like, commentId);
    if (await COMMENT_LIKES.add(this.tx, like, commentId))
      await this.reminders.liked(scope, comment, viewer.uid);
  }

  /** The comments among these the user liked, as HOJ's `commentLikeMap`. */
  async likedBy(uid: string | undefined, commentIds: number[]): Promise<Record<number, boolean>> {
    if (!uid || commentIds.length === 0) return {};
    const rows = await this.likes.find({
      where: { uid, commentId: In(commentIds) },
      select: { commentId: true },
    });
    return Object.fromEntries(rows.map((row) => [row.commentId, true]));
  }
}
