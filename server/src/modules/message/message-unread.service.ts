import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ReminderAction, type ReminderActionName, type UnreadMessageCounts } from '@verdict/common';
import { EventBus, OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { UserNoticeService } from '../notice/user-notice.service';
import { MsgRemindEntity } from './msg-remind.entity';

/** Which count of `UnreadMessageCounts` each reminder action adds to. */
const COUNT_OF_ACTION: Record<ReminderActionName, 'comment' | 'reply' | 'like'> = {
  [ReminderAction.DISCUSS]: 'comment',
  [ReminderAction.REPLY]: 'reply',
  [ReminderAction.LIKE_POST]: 'like',
  [ReminderAction.LIKE_DISCUSS]: 'like',
};

/** Counts are read this many users at a time, to keep each statement small. */
const COUNT_CHUNK = 500;

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
    for (let start = 0; start < uids.length; start += COUNT_CHUNK) {
      const grouped = await this.reminders
        .createQueryBuilder('m')
        .select('m.recipientId', 'recipientId')
        .addSelect('m.action', 'action')
        .addSelect('COUNT(*)', 'count')
        .where({ recipientId: In(uids.slice(start, start + COUNT_CHUNK)), state: false })
        .groupBy('m.recipientId')
        .addGroupBy('m.action')
        .getRawMany<{ recipientId: string; action: ReminderActionName; count: string | number }>();
      for (const row of grouped) {
        const entry = counts.get(row.recipientId);
        const key = COUNT_OF_ACTION[row.action];
        if (entry && key) entry[key] += Number(row.count);
      }
    }
    return counts;
  }
}
