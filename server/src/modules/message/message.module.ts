import { Module } from '@nestjs/common';

/** the message centre: reminders of comments, replies and likes, system messages and unread counts */
@Module({})
export class MessageModule {}
