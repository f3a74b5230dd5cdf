import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { isUniqueViolation } from './is-unique-violation';
import type { TransactionRunner } from './transaction-runner';

/**
 * Likes kept as one row per liked thing and user (a unique pair) plus the thing's `likeNum`, which
 * moves in the same transaction as the row, so the two always agree. Liking twice or taking back a
 * like that is not there changes nothing. `Like` is the row's key: the liked thing's id and the uid.
 */
export class CountedLikes<Like extends ObjectLiteral> {
  constructor(
    private readonly likes: EntityTarget<Like>,
    private readonly liked: EntityTarget<ObjectLiteral>,
  ) {}

  /** True when the like is new. */
  async add(tx: TransactionRunner, like: Like, likedId: number): Promise<boolean> {
    try {
      await tx.run(async (manager) => {
        await manager.insert(this.likes, like);
        await manager.increment(this.liked, { id: likedId }, 'likeNum', 1);
      });
      return true;
    } catch (error) {
      // Liked already (maybe by a request a moment ago): the unique pair refused the row, nothing changed.
      if (!isUniqueViolation(error)) throw error;
      return false;
    }
  }

  async remove(tx: TransactionRunner, like: Like, likedId: number): Promise<void> {
    await tx.run(async (manager) => {
      const removed = await manager.delete(this.likes, like);
      if (removed.affected) await manager.decrement(this.liked, { id: likedId }, 'likeNum', 1);
    });
  }
}
