import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestModule } from '../contest/contest.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { TrainingModule } from '../training/training.module';
import { RemoteAccountsController } from './remote-accounts.controller';
import { RemoteAccountsService } from './remote-accounts.service';
import { RemoteAdapters } from './remote-adapters';
import { RemoteContests } from './remote-contests';
import { RemoteJudgeAdminController } from './remote-judge-admin.controller';
import { RemoteJudgeWorker } from './remote-judge-worker';
import { RemoteJudgeController } from './remote-judge.controller';
import { REMOTE_JUDGE_ENTITIES } from './remote-judge.entities';
import { RemoteProblemCleanup } from './remote-problem-cleanup';
import { RemoteProblemImportService } from './remote-problem-import.service';
import { RemoteSecrets } from './remote-secrets';
import { RemoteTaskQueue } from './remote-task-queue';

/**
 * Problems of other online judges: imported, submitted there under the site's accounts, their
 * verdicts brought back through the submission recorder. Off until an admin adds an account.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature(REMOTE_JUDGE_ENTITIES),
    ProblemModule,
    ContestModule,
    TrainingModule,
    SubmissionModule,
  ],
  controllers: [RemoteJudgeController, RemoteJudgeAdminController, RemoteAccountsController],
  providers: [
    RemoteSecrets,
    RemoteAdapters,
    RemoteAccountsService,
    RemoteProblemImportService,
    RemoteTaskQueue,
    RemoteJudgeWorker,
    RemoteContests,
    RemoteProblemCleanup,
  ],
})
export class RemoteJudgeModule {}
