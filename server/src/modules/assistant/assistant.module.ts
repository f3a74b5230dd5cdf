import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { ContestModule } from '../contest/contest.module';
import { ProblemModule } from '../problem/problem.module';
import { SiteModule } from '../site/site.module';
import { SubmissionModule } from '../submission/submission.module';
import { AssistantAdminController } from './assistant-admin.controller';
import { AssistantAdminService } from './assistant-admin.service';
import { AssistantChatService } from './assistant-chat.service';
import { AssistantCleanup } from './assistant-cleanup';
import { AssistantController } from './assistant.controller';
import { ASSISTANT_ENTITIES } from './assistant.entities';
import { AssistantProblems } from './assistant-problems';
import { AssistantQuota } from './assistant-quota';
import { AssistantSessionsService } from './assistant-sessions.service';
import { AssistantSettings } from './assistant-settings';
import { ModelClient } from './model-client';

/** The problem assistant: conversations about a problem with an OpenAI-compatible model, and hints on wrong submissions. */
@Module({
  imports: [
    TypeOrmModule.forFeature(ASSISTANT_ENTITIES),
    AccessModule,
    ContestModule,
    ProblemModule,
    SiteModule,
    SubmissionModule,
  ],
  controllers: [AssistantController, AssistantAdminController],
  providers: [
    TransactionRunner,
    AssistantSettings,
    AssistantQuota,
    AssistantProblems,
    AssistantSessionsService,
    AssistantChatService,
    AssistantAdminService,
    AssistantCleanup,
    ModelClient,
  ],
})
export class AssistantModule {}
