import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  JudgeStatus,
  oiRankScore,
  ProblemType,
  type JudgeMessage,
  type JudgeTaskQueue,
  type SubmissionResult,
} from '@verdict/common';
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
  ) {}

  onApplicationBootstrap(): void {
    this.queue.consumeResults((message) => this.handle(message));
  }

  async handle(message: JudgeMessage): Promise<void> {
    switch (message.type) {
      case 'progress':
        return this.recorder.recordProgress(
          message.submissionId,
          message.attempt,
          message.status,
          message.judger,
        );
      case 'result':
        return this.recordResult(message);
      case 'test-result':
        if (message.status === JudgeStatus.SYSTEM_ERROR) {
          this.logger.warn(
            `Test run ${message.testKey} ended in System Error on ${message.judger}: ${message.stderr}`,
          );
        }
        return this.testJudge.store(message);
    }
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
    const isOi = problem?.type === ProblemType.OI;
    await this.recorder.recordFinal(message.submissionId, message.attempt, {
      status: message.status,
      score: isOi ? message.score : null,
      oiRankScore: isOi && problem ? oiRankScore(message.score, problem.difficulty, problem.problemId) : null,
      time: message.timeMs,
      memory: message.memoryKb,
      errorMessage: message.errorMessage ?? null,
      judger: message.judger,
      // ACM problems keep no scores, per case or in total (hoj-domain-facts §2).
      cases: isOi ? message.cases : message.cases.map((testCase) => ({ ...testCase, score: 0 })),
    });
  }
}
