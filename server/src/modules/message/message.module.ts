import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { NoticeModule } from '../notice/notice.module';
import { UserModule } from '../user/user.module';
import { MessageController } from './message.controller';
import { MESSAGE_ENTITIES } from './message.entities';
import { MessageGateway } from './message.gateway';
import { MessageReminderService } from './message-reminder.service';
import { MessageService } from './message.service';
import { MessageUnreadService } from './message-unread.service';
import { ReminderTexts } from './reminder-texts';

/**
 * The message centre: reminders of comments, replies and likes, system messages and unread counts,
 * pushed live to the user's sockets. Other modules write reminders through `MessageReminderService`
 * and answer the titles of their places and the texts of their quotes (`ReminderTexts` asks them).
 */
@Module({
  imports: [TypeOrmModule.forFeature(MESSAGE_ENTITIES), AuthModule, NoticeModule, UserModule],
  controllers: [MessageController],
  providers: [ReminderTexts, MessageUnreadService, MessageService, MessageReminderService, MessageGateway],
  exports: [MessageReminderService],
})
export class MessageModule {}
