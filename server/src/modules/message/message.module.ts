import { Module } from '@nestjs/common';
import { MessageReminderService } from './message-reminder.service';

/** The message centre: reminders of comments, replies and likes, system messages and unread counts. */
@Module({
  providers: [MessageReminderService],
  exports: [MessageReminderService],
})
export class MessageModule {}
