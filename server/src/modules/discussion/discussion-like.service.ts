import { Injectable, Logger } from '@nestjs/common';
import { ReminderAction, ReminderSource } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { TransactionRunner } from '../../database/transaction-runner';
import { CountedLikes } from '../../database/counted-likes';
import { MessageReminderService } from '../message/message-reminder.service';
import { DiscussionLikeEntity } from './discussion-like.entity';
import { DiscussionReader } from './discussion-reader';
import { DiscussionEntity } from './discussion.entity';
import { discussionUrl } from './discussion-url';

const DISCUSSION_LIKES = new CountedLikes<{ did: number; uid: string }>(
  DiscussionLikeEntity,
  DiscussionEntity,
);

/** Likes of discussions (counted in the post's `likeNum`). A new like tells the author. */
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
    const like = { did, uid: viewer.uid };
    if (!toLike) return DISCUSSION_LIKES.remove(this.tx, like, did);
    if (await DISCUSSION_LIKES.add(this.tx, like, did)) await this.remindAuthor(discussion, viewer);
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
