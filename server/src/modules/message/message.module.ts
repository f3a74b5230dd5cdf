import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ContestModule } from '../contest/contest.module';
import { NoticeModule } from '../notice/notice.module';
import { UserModule } from '../user/user.module';
import { ContestTitles } from './contest-titles';
import { MessageController } from './message.controller';
import { MESSAGE_ENTITIES } from './message.entities';
import { MessageGateway } from './message.gateway';
import { MessageReminderService } from './message-reminder.service';
import { MessageService } from './message.service';
import { MessageUnreadService } from './message-unread.service';
import { ReminderSources } from './reminder-sources';

/**
 * The message centre: reminders of comments, replies and likes, system messages and unread counts,
 * pushed live to the user's sockets. Other modules write reminders through `MessageReminderService`
 * and register the titles of their places with `ReminderSources`.
 */
@Module({
  imports: [TypeOrmModule.forFeature(MESSAGE_ENTITIES), AuthModule, ContestModule, NoticeModule, UserModule],
  controllers: [MessageController],
  providers: [
    ReminderSources,
    ContestTitles,
    MessageUnreadService,
    MessageService,
    MessageReminderService,
    MessageGateway,
  ],
  exports: [MessageReminderService, ReminderSources],
})
export class MessageModule {}
