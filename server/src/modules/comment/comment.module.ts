import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { ContestModule } from '../contest/contest.module';
import { DiscussionModule } from '../discussion/discussion.module';
import { MessageModule } from '../message/message.module';
import { SiteModule } from '../site/site.module';
import { UserModule } from '../user/user.module';
import { ClarificationNotifier } from './clarification.notifier';
import { CommentGateway } from './comment.gateway';
import { CommentLikeService } from './comment-like.service';
import { CommentReader } from './comment-reader';
import { CommentReminderQuotes } from './comment-reminder-quotes';
import { CommentReminders } from './comment-reminders';
import { CommentScopes } from './comment-scopes';
import { COMMENT_ENTITIES } from './comment.entities';
import { CommentController } from './comment.controller';
import { CommentService } from './comment.service';
import { DiscussionCommentsCleanup } from './discussion-comments.cleanup';
import { ReplyAddressing } from './reply-addressing';
import { ReplyService } from './reply.service';

/** Comments and replies: a contest's clarifications and discussions' comments. */
@Module({
  imports: [
    TypeOrmModule.forFeature(COMMENT_ENTITIES),
    AccessModule,
    AuthModule,
    ContestModule,
    DiscussionModule,
    MessageModule,
    SiteModule,
    UserModule,
    AuditModule,
  ],
  controllers: [CommentController],
  providers: [
    TransactionRunner,
    CommentScopes,
    CommentReader,
    ClarificationNotifier,
    CommentReminders,
    CommentReminderQuotes,
    DiscussionCommentsCleanup,
    CommentLikeService,
    ReplyAddressing,
    ReplyService,
    CommentService,
    CommentGateway,
  ],
})
export class CommentModule {}
