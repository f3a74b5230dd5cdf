import { Injectable, Logger } from '@nestjs/common';
import { ReminderAction, ReminderSource } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../database/is-unique-violation';
import { TransactionRunner } from '../../database/transaction-runner';
import { MessageReminderService } from '../message/message-reminder.service';
import { DiscussionLikeEntity } from './discussion-like.entity';
import { DiscussionReader } from './discussion-reader';
import { DiscussionEntity } from './discussion.entity';
import { discussionUrl } from './discussion-url';

/**
 * Likes of discussions. Liking twice or taking back a like that is not there changes nothing;
 * `likeNum` moves in the transaction that adds or removes the row. A new like tells the author.
 */
@Injectable()
export class DiscussionLikeService {
  private readonly logger = new Logger(DiscussionLikeService.name);

  constructor(
    private readonly reader: DiscussionReader,
    private readonly tx: TransactionRunner,
    private readonly reminders: MessageReminderService,
  ) {}

  async toggle(did: number, toLike: boolean, viewer: AuthUser): Promise<void> {
    const discussion = await this.reader.readable(did, viewer);
    if (!toLike) return this.unlike(did, viewer.uid);
    if (await this.like(did, viewer.uid)) await this.remindAuthor(discussion, viewer);
  }

  /** True when the like is new. */
  private async like(did: number, uid: string): Promise<boolean> {
    try {
      await this.tx.run(async (manager) => {
        await manager.insert(DiscussionLikeEntity, { did, uid });
        await manager.increment(DiscussionEntity, { id: did }, 'likeNum', 1);
      });
      return true;
    } catch (error) {
      // Liked already (maybe by a request a moment ago): the unique pair refused the row, nothing changed.
      if (!isUniqueViolation(error)) throw error;
      return false;
    }
  }

  private async unlike(did: number, uid: string): Promise<void> {
    await this.tx.run(async (manager) => {
      const removed = await manager.delete(DiscussionLikeEntity, { did, uid });
      if (removed.affected) await manager.decrement(DiscussionEntity, { id: did }, 'likeNum', 1);
    });
  }

  /** A failing reminder is logged and never fails the like. */
  private async remindAuthor(discussion: DiscussionEntity, viewer: AuthUser): Promise<void> {
    try {
      await this.reminders.remind({
        action: ReminderAction.LIKE_DISCUSS,
        senderId: viewer.uid,
        recipientId: discussion.uid,
        sourceId: discussion.id,
        sourceType: ReminderSource.DISCUSSION,
        sourceContent: null,
        url: discussionUrl(discussion),
      });
    } catch (error) {
      this.logger.error({ err: error, did: discussion.id }, 'Reminding of a discussion like failed');
    }
  }
}
