import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { AuthModule } from '../auth/auth.module';
import { ContestModule } from '../contest/contest.module';
import { MarkdownFileModule } from '../file/markdown-file.module';
import { GroupModule } from '../group/group.module';
import { SiteModule } from '../site/site.module';
import { UserModule } from '../user/user.module';
import { ChatAdminController } from './chat-admin.controller';
import { ChatCleanup } from './chat-cleanup';
import { ChatContactsService } from './chat-contacts.service';
import { ChatController } from './chat.controller';
import { CHAT_ENTITIES } from './chat.entities';
import { ChatGateway } from './chat.gateway';
import { ChatMessagesService } from './chat-messages.service';
import { ChatModerationService } from './chat-moderation.service';
import { ChatPeople } from './chat-people';
import { ChatPresence } from './chat-presence';
import { ChatPush } from './chat-push';
import { ChatRules } from './chat-rules';
import { ChatViews } from './chat-views';

/** Instant messages between users and in groups, behind the site's `imchat` switch. */
@Module({
  imports: [
    TypeOrmModule.forFeature(CHAT_ENTITIES),
    AuthModule,
    ContestModule,
    GroupModule,
    MarkdownFileModule,
    SiteModule,
    UserModule,
    AuditModule,
  ],
  controllers: [ChatController, ChatAdminController],
  providers: [
    TransactionRunner,
    ChatRules,
    ChatViews,
    ChatPeople,
    ChatPresence,
    ChatPush,
    ChatMessagesService,
    ChatContactsService,
    ChatModerationService,
    ChatCleanup,
    ChatGateway,
  ],
})
export class ChatModule {}
