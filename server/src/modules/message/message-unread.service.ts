import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReminderAction, type ReminderActionName, type UnreadMessageCounts } from '@verdict/common';
import { EventBus, OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { unreadPerKind } from '../../database/unread-per-kind';
import { UserNoticeService } from '../notice/user-notice.service';
import { MsgRemindEntity } from './msg-remind.entity';

/** Which count of `UnreadMessageCounts` each reminder action adds to. */
const COUNT_OF_ACTION: Record<ReminderActionName, 'comment' | 'reply' | 'like'> = {
  [ReminderAction.DISCUSS]: 'comment',
  [ReminderAction.REPLY]: 'reply',
  [ReminderAction.LIKE_POST]: 'like',
  [ReminderAction.LIKE_DISCUSS]: 'like',
};

/**
 * Users' unread message counts, and their push: whenever a user's messages change (their system
 * messages too, on `notice.changed`), each user's new counts go out as `message.unread`, which the
 * message gateway sends to them (`message-unread`). A failing push is logged and never fails what
 * caused it.
 */
@Injectable()
export class MessageUnreadService {
  private readonly logger = new Logger(MessageUnreadService.name);

  constructor(
    @InjectRepository(MsgRemindEntity) private readonly reminders: Repository<MsgRemindEntity>,
    private readonly systemMessages: UserNoticeService,
    private readonly events: EventBus,
  ) {}

  @OnAppEvent('notice.changed')
  async noticesChanged({ uids }: AppEvents['notice.changed']): Promise<void> {
    await this.push(uids);
  }

  async counts(uid: string): Promise<UnreadMessageCounts> {
    return (await this.countsOf([uid])).get(uid) ?? { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  }

  /** Sends each of `uids` their unread counts as they are now. */
  async push(uids: string[]): Promise<void> {
    const unique = [...new Set(uids)];
    if (unique.length === 0) return;
    try {
      const counts = await this.countsOf(unique);
      for (const [uid, userCounts] of counts) {
        void this.events.emit('message.unread', { uid, counts: userCounts });
      }
    } catch (error) {
      this.logger.error({ err: error }, `Pushing unread message counts to ${unique.length} users failed`);
    }
  }

  private async countsOf(uids: string[]): Promise<Map<string, UnreadMessageCounts>> {
    const system = await this.systemMessages.unreadCounts(uids);
    const counts = new Map<string, UnreadMessageCounts>(
      uids.map((uid) => [
        uid,
        { comment: 0, reply: 0, like: 0, ...(system.get(uid) ?? { sys: 0, mine: 0 }) },
      ]),
    );
    for (const row of await unreadPerKind(this.reminders, 'action', uids)) {
      const entry = counts.get(row.recipientId);
      const key = COUNT_OF_ACTION[row.kind];
      if (entry && key) entry[key] += row.count;
    }
    return counts;
  }
}
