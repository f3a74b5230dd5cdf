import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  finalScores,
  isJudgeProgressStage,
  JudgeStatus,
  keepsScores,
  type JudgeMessage,
  type JudgeTaskQueue,
  type SubmissionResult,
} from '@verdict/common';
import { AppMetrics } from '../../infra/metrics/app-metrics';
import { JUDGE_QUEUE } from '../judge/judge-queue.token';
import { ProblemService } from '../problem/problem.service';
import { SubmissionRecorderService } from './submission-recorder.service';
import { SubmissionEntity } from './submission.entity';
import { TestJudgeService } from './test-judge.service';

/** Reads the judges' result stream and hands each message to the recorder or the test-run store. */
@Injectable()
export class JudgeResultConsumer implements OnApplicationBootstrap {
  private readonly logger = new Logger(JudgeResultConsumer.name);

  constructor(
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
    private readonly problems: ProblemService,
    private readonly recorder: SubmissionRecorderService,
    private readonly testJudge: TestJudgeService,
    private readonly metrics: AppMetrics,
  ) {}

  onApplicationBootstrap(): void {
    this.queue.consumeResults((message) => this.handle(message));
  }

  /**
   * Rejects when a verdict could not be stored, so the queue keeps the entry and delivers it
   * again; each failure is logged here with its submission first.
   */
  async handle(message: JudgeMessage): Promise<void> {
    await this.apply(message);
    this.metrics.verdictEvents.inc({ kind: message.type });
  }

  private async apply(message: JudgeMessage): Promise<void> {
    switch (message.type) {
      case 'progress':
        // Progress only informs; a later one or the verdict supersedes it, so it is never retried.
        return this.recorder
          .recordProgress(
            message.submissionId,
            message.attempt,
            message.status,
            message.judger,
            // A stage this server does not know (a newer judge) is left out rather than stored.
            isJudgeProgressStage(message.stage) ? message.stage : null,
          )
          .catch((error: unknown) => this.failed('Progress', message.submissionId, message.attempt, error));
      case 'result':
        return this.recordResult(message).catch((error: unknown) => {
          this.failed('Result', message.submissionId, message.attempt, error);
          throw error;
        });
      case 'test-result':
        if (message.status === JudgeStatus.SYSTEM_ERROR) {
          this.logger.warn(
            `Test run ${message.testKey} ended in System Error on ${message.judger}: ${message.stderr}`,
          );
        }
        return this.testJudge.store(message).catch((error: unknown) => {
          this.logger.error(
            { err: error, testKey: message.testKey },
            `Storing test run ${message.testKey} failed`,
          );
          throw error;
        });
    }
  }

  private failed(kind: 'Progress' | 'Result', submitId: number, attempt: number, error: unknown): void {
    const retry = kind === 'Result' ? '; it will be delivered again' : '';
    this.logger.error(
      { err: error, submitId, attempt },
      `${kind} of submission ${submitId} (attempt ${attempt}) could not be stored${retry}`,
    );
  }

  private async recordResult(message: SubmissionResult): Promise<void> {
    // Users read a notice instead of the reason (it names judge-host paths); the log keeps it.
    if (message.status === JudgeStatus.SYSTEM_ERROR) {
      this.logger.warn(
        `Submission ${message.submissionId} ended in System Error on ${message.judger}: ${message.errorMessage ?? 'no reason given'}`,
      );
    }
    const row = await this.submissions.findOneBy({ submitId: message.submissionId });
    if (!row) {
      this.logger.warn(`Result for unknown submission ${message.submissionId} dropped`);
      return;
    }
    const problem = await this.problems.findById(row.pid);
    const keepScores = problem !== null && keepsScores(problem.type);
    const applied = await this.recorder.recordFinal(message.submissionId, message.attempt, {
      status: message.status,
      ...(problem ? finalScores(problem, message.score) : { score: null, oiRankScore: null }),
      time: message.timeMs,
      memory: message.memoryKb,
      errorMessage: message.errorMessage ?? null,
      judger: message.judger,
      cases: keepScores ? message.cases : message.cases.map((testCase) => ({ ...testCase, score: 0 })),
    });
    if (!applied) {
      this.logger.debug(
        `Result of submission ${message.submissionId} (attempt ${message.attempt}) ignored: already final or replaced`,
      );
    }
  }
}
