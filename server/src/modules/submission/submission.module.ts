import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { JudgeModule } from '../judge/judge.module';
import { LanguageModule } from '../language/language.module';
import { ProblemModule } from '../problem/problem.module';
import { SiteModule } from '../site/site.module';
import { TestDataModule } from '../test-data/test-data.module';
import { USER_ACTIVITY_SOURCE } from '../user/user-home.dto';
import { UserModule } from '../user/user.module';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import { JudgeCaseEntity } from './judge-case.entity';
import { FailingCaseController } from './failing-case.controller';
import { FailingCaseService } from './failing-case.service';
import { JudgeResultConsumer } from './judge-result.consumer';
import { SubmissionAdminController } from './submission-admin.controller';
import { SubmissionAdminService } from './submission-admin.service';
import { SubmissionController } from './submission.controller';
import { SubmissionEntity } from './submission.entity';
import { SubmissionGateway } from './submission.gateway';
import { SubmissionQueryService } from './submission-query.service';
import { SubmissionReconcilerService } from './submission-reconciler.service';
import { SubmissionRecorderService } from './submission-recorder.service';
import { SubmissionProblemCleanup } from './submission-problem-cleanup';
import { SubmissionScheduler } from './submission.scheduler';
import { SubmissionService } from './submission.service';
import { SubmitTargetLoader } from './submit-target';
import { SubmissionInProgressSource } from './submission-in-progress.source';
import { SubmissionWaitReasons } from './submission-wait-reasons';
import { IN_PROGRESS_SUBMISSIONS } from '../judge/in-progress-submissions';
import { TestJudgeService } from './test-judge.service';
import { VerdictCounters } from './verdict-counters';
import { SubmissionActivitySource } from './user-activity.source';
import { SubmissionProblemStatusSource } from './user-problem-status.source';
import { SubmissionStatisticsService } from './submission-statistics.service';
import { ContestSubmissions } from './contest-submissions';
import { GroupSubmissions } from './group-submissions';
import { RankSubmissions } from './rank-submissions';
import { TrainingSubmissions } from './training-submissions';

/** What other modules read submissions through. */
const READ_INTERFACES = [
  GroupSubmissions,
  ContestSubmissions,
  RankSubmissions,
  TrainingSubmissions,
  SubmissionStatisticsService,
  SubmissionService,
];

/**
 * Submissions, verdicts, test runs and live status. Global so the user home can read activity.
 * Other modules follow verdicts on `submission.verdict`; only the recorder writes them.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SubmissionEntity, JudgeCaseEntity, AcceptedProblemEntity]),
    AccessModule,
    ProblemModule,
    LanguageModule,
    TestDataModule,
    JudgeModule,
    AuthModule,
    UserModule,
    SiteModule,
    AuditModule,
  ],
  controllers: [SubmissionController, SubmissionAdminController, FailingCaseController],
  providers: [
    ...READ_INTERFACES,
    SubmissionQueryService,
    SubmissionRecorderService,
    VerdictCounters,
    TransactionRunner,
    SubmissionAdminService,
    SubmissionReconcilerService,
    SubmissionScheduler,
    TestJudgeService,
    FailingCaseService,
    JudgeResultConsumer,
    SubmissionGateway,
    SubmissionProblemStatusSource,
    SubmissionProblemCleanup,
    SubmitTargetLoader,
    SubmissionWaitReasons,
    { provide: USER_ACTIVITY_SOURCE, useClass: SubmissionActivitySource },
    { provide: IN_PROGRESS_SUBMISSIONS, useClass: SubmissionInProgressSource },
  ],
  exports: [
    ...READ_INTERFACES,
    SubmissionAdminService,
    SubmissionQueryService,
    SubmissionRecorderService,
    USER_ACTIVITY_SOURCE,
    IN_PROGRESS_SUBMISSIONS,
  ],
})
export class SubmissionModule {}
