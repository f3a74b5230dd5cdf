import { Module } from '@nestjs/common';
import { TestDataModule } from '../test-data/test-data.module';
import { InProcessJudgerService } from './in-process-judger.service';
import { JudgeAdminController } from './judge-admin.controller';
import { JudgeQueueMetrics } from './judge-queue-metrics';
import { JudgeQueueOverviewService } from './judge-queue-overview.service';
import { JudgeServerService } from './judge-server.service';
import { JudgeWaitService } from './judge-wait.service';
import { LiveLanguagesService } from './live-languages.service';
import { judgeQueueProvider } from './judge-queue.provider';
import { JUDGE_QUEUE } from './judge-queue.token';

/**
 * The judge queue, the judges' registry (and the languages they offer), why submissions wait
 * (`JudgeWaitService`, the queue dashboard) and, in embedded mode, the in-process judge workers.
 * It answers which languages no judge online offers (`judge.languages-without-judge`).
 */
@Module({
  imports: [TestDataModule],
  controllers: [JudgeAdminController],
  providers: [
    judgeQueueProvider,
    InProcessJudgerService,
    JudgeServerService,
    LiveLanguagesService,
    JudgeWaitService,
    JudgeQueueOverviewService,
    JudgeQueueMetrics,
  ],
  exports: [JUDGE_QUEUE, InProcessJudgerService, JudgeWaitService],
})
export class JudgeModule {}
