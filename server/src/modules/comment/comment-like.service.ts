import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { TransactionRunner } from '../../database/transaction-runner';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentReader } from './comment-reader';
import { CommentReminders } from './comment-reminders';
import { CommentEntity } from './comment.entity';

/**
 * Likes of comments. Liking twice or taking back a like that is not there changes nothing, and a
 * comment's `likeNum` moves in the same transaction as its like rows, so the two always agree. A
 * new like tells the comment's author.
 */
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
    if (!toLike) return this.unlike(commentId, viewer.uid);
    if (await this.like(commentId, viewer.uid)) await this.reminders.liked(scope, comment, viewer.uid);
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

  /** True when the like is new. */
  private async like(commentId: number, uid: string): Promise<boolean> {
    try {
      await this.tx.run(async (manager) => {
        await manager.insert(CommentLikeEntity, { commentId, uid });
        await manager.increment(CommentEntity, { id: commentId }, 'likeNum', 1);
      });
      return true;
    } catch (error) {
      // Liked already (maybe by a request a moment ago): the unique pair refused the row, nothing changed.
      if (!isUniqueViolation(error)) throw error;
      return false;
    }
  }

  private async unlike(commentId: number, uid: string): Promise<void> {
    await this.tx.run(async (manager) => {
      const removed = await manager.delete(CommentLikeEntity, { commentId, uid });
      if (removed.affected) await manager.decrement(CommentEntity, { id: commentId }, 'likeNum', 1);
    });
  }
}
