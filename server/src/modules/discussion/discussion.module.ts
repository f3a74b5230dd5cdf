import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { GroupModule } from '../group/group.module';
import { MessageModule } from '../message/message.module';
import { ProblemModule } from '../problem/problem.module';
import { SiteModule } from '../site/site.module';
import { SubmissionModule } from '../submission/submission.module';
import { UserModule } from '../user/user.module';
import { DiscussionAdminController } from './discussion-admin.controller';
import { DiscussionAdminService } from './discussion-admin.service';
import { DiscussionCategoryService } from './discussion-category.service';
import { DiscussionGate } from './discussion-gate';
import { DiscussionLikeService } from './discussion-like.service';
import { DiscussionReader } from './discussion-reader';
import { DiscussionReminderTitles } from './discussion-reminder-titles';
import { DiscussionReportService } from './discussion-report.service';
import { DISCUSSION_ENTITIES } from './discussion.entities';
import { DiscussionController } from './discussion.controller';
import { DiscussionService } from './discussion.service';
import { GroupDiscussionController } from './group/group-discussion.controller';
import { GroupDiscussionService } from './group/group-discussion.service';

/** Discussions, public and in groups: categories, posts, likes and reports; their comments live in the comment module. */
@Module({
  imports: [
    TypeOrmModule.forFeature(DISCUSSION_ENTITIES),
    AccessModule,
    AuthModule,
    GroupModule,
    MessageModule,
    ProblemModule,
    SiteModule,
    SubmissionModule,
    UserModule,
    AuditModule,
  ],
  controllers: [DiscussionController, DiscussionAdminController, GroupDiscussionController],
  providers: [
    TransactionRunner,
    DiscussionGate,
    DiscussionReader,
    DiscussionCategoryService,
    DiscussionService,
    DiscussionLikeService,
    DiscussionReportService,
    DiscussionAdminService,
    DiscussionReminderTitles,
    GroupDiscussionService,
  ],
  exports: [DiscussionReader],
})
export class DiscussionModule {}
