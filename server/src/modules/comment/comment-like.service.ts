import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { TransactionRunner } from '../../database/transaction-runner';
import { CommentLikeEntity } from './comment-like.entity';
import { CommentReader } from './comment-reader';
import { CommentEntity } from './comment.entity';

/**
 * Likes of comments. Liking twice or taking back a like that is not there changes nothing, and a
 * comment's `likeNum` moves in the same transaction as its like rows, so the two always agree.
 */
@Injectable()
export class CommentLikeService {
  constructor(
    private readonly reader: CommentReader,
    private readonly tx: TransactionRunner,
    @InjectRepository(CommentLikeEntity) private readonly likes: Repository<CommentLikeEntity>,
  ) {}

  async toggle(commentId: number, toLike: boolean, viewer: AuthUser): Promise<void> {
    await this.reader.readable(commentId, viewer);
    if (toLike) await this.like(commentId, viewer.uid);
    else await this.unlike(commentId, viewer.uid);
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

  private async like(commentId: number, uid: string): Promise<void> {
    try {
      await this.tx.run(async (manager) => {
        await manager.insert(CommentLikeEntity, { commentId, uid });
        await manager.increment(CommentEntity, { id: commentId }, 'likeNum', 1);
      });
    } catch (error) {
      // Liked already (maybe by a request a moment ago): the unique pair refused the row, nothing changed.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async unlike(commentId: number, uid: string): Promise<void> {
    await this.tx.run(async (manager) => {
      const removed = await manager.delete(CommentLikeEntity, { commentId, uid });
      if (removed.affected) await manager.decrement(CommentEntity, { id: commentId }, 'likeNum', 1);
    });
  }
}
