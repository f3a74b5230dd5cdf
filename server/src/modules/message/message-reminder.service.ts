import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { ReminderActionName, ReminderQuoteName, ReminderSourceName } from '@verdict/common';
import { UserNoticeService } from '../notice/user-notice.service';
import { MessageUnreadService } from './message-unread.service';
import { MsgRemindEntity } from './msg-remind.entity';

/** What happened, to whom, and where: one row of a user's discuss, reply or like list. */
export interface NewReminder {
  action: ReminderActionName;
  senderId: string;
  recipientId: string;
  sourceId: number;
  sourceType: ReminderSourceName;
  /** An excerpt of what was written (the comment, the reply), or null for a like. */
  sourceContent: string | null;
  quoteId?: number | null;
  quoteType?: ReminderQuoteName | null;
  /** In-app address of what the reminder is about. */
  url: string;
}

/** A reminder keeps the start of what was written, on one line, up to this many characters. */
export const REMINDER_EXCERPT_LENGTH = 200;

/** The start of a text on one line, short enough for a message list. */
export function reminderExcerpt(content: string | null): string | null {
  if (content === null) return null;
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > REMINDER_EXCERPT_LENGTH ? `${line.slice(0, REMINDER_EXCERPT_LENGTH - 1)}…` : line;
}

/** Writes reminders into users' message lists and tells them their unread counts changed. */
@Injectable()
export class MessageReminderService {
  constructor(
    @InjectRepository(MsgRemindEntity) private readonly reminders: Repository<MsgRemindEntity>,
    private readonly systemMessages: UserNoticeService,
    private readonly unread: MessageUnreadService,
  ) {}

  /** Records one reminder; nothing when the sender is the recipient. */
  async remind(reminder: NewReminder): Promise<void> {
    if (reminder.senderId === reminder.recipientId) return;
    await this.reminders.insert({
      action: reminder.action,
      senderId: reminder.senderId,
      recipientId: reminder.recipientId,
      sourceId: reminder.sourceId,
      sourceType: reminder.sourceType,
      sourceContent: reminderExcerpt(reminder.sourceContent),
      quoteId: reminder.quoteId ?? null,
      quoteType: reminder.quoteType ?? null,
      url: reminder.url.slice(0, 255),
      state: false,
    });
    await this.unread.push([reminder.recipientId]);
  }

  /** A system message about the user's own doings (the "mine" list), such as an admin removing their post. */
  async notifyMine(recipientId: string, title: string, content: string): Promise<void> {
    await this.systemMessages.addMine(recipientId, title.slice(0, 255), content);
    await this.unread.push([recipientId]);
  }
}
