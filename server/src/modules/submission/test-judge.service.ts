import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  findLanguage,
  IDE_RUN_LIMITS,
  JudgeCaseMode,
  JudgeMode,
  type JudgeProblemSpec,
  JudgeStatus,
  type JudgeTaskQueue,
  ProblemModel,
  type TestRunResult,
  type TestJudgeResultView,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { PUBLIC_SCOPE } from '../access/scope';
import { power } from '../access/staff-powers';
import { JUDGE_QUEUE } from '../judge/judge-queue.token';
import { judgeFailureSeenBy } from './error-message-view';
import { JudgeLanguageAvailability } from '../language/judge-language-availability';
import { IdeRunDto, TestJudgeDto } from './submission.dto';
import { SubmissionService } from './submission.service';
import { SubmitTargetLoader } from './submit-target';

const PENDING_TTL_SECONDS = 600;
const RESULT_TTL_SECONDS = 60;
const resultKey = (testKey: string) => `test-judge:${testKey}`;

/** The online IDE's runs: no problem behind them, the IDE's limits, output compared with nothing. */
const IDE_PROBLEM: JudgeProblemSpec = {
  id: 0,
  displayId: 'IDE',
  testdataVersion: '',
  type: 0,
  judgeMode: JudgeMode.DEFAULT,
  judgeCaseMode: JudgeCaseMode.DEFAULT,
  timeLimitMs: IDE_RUN_LIMITS.timeLimitMs,
  memoryLimitMb: IDE_RUN_LIMITS.memoryLimitMb,
  stackLimitMb: 128,
  isRemoveEndBlank: true,
  isFileIO: false,
};

interface StoredTestRun {
  uid: string;
  result: TestJudgeResultView;
}

/** Runs code on custom input; results live briefly in the key-value store. */
@Injectable()
export class TestJudgeService {
  constructor(
    private readonly targets: SubmitTargetLoader,
    private readonly submissions: SubmissionService,
    private readonly kv: KeyValueStore,
    private readonly judgeLanguages: JudgeLanguageAvailability,
    @Inject(JUDGE_QUEUE) private readonly queue: JudgeTaskQueue,
  ) {}

  /** Test runs are open on the problems the user may submit to outside contests and groups. */
  async submit(user: AuthUser, dto: TestJudgeDto): Promise<string> {
    const target = await this.targets.load(user, PUBLIC_SCOPE, { id: dto.pid });
    if (target.problem.model === ProblemModel.QUIZ)
      throw badRequest('Quiz problems can not be run on custom input');
    await this.targets.assertJudgeable(target, dto.language);
    return this.enqueue(user, {
      language: dto.language,
      code: dto.code,
      input: dto.userInput ?? '',
      expectedOutput: dto.expectedOutput || undefined,
      problem: target.spec,
    });
  }

  /** A run in the online IDE: any judged language, on the user's input, under the IDE's limits. */
  async runInIde(user: AuthUser, dto: IdeRunDto): Promise<string> {
    if (!findLanguage(dto.language)) throw badRequest(`The language ${dto.language} is not supported`);
    await this.judgeLanguages.assertJudged(dto.language);
    return this.enqueue(user, {
      language: dto.language,
      code: dto.code,
      input: dto.input ?? '',
      problem: IDE_PROBLEM,
    });
  }

  /** Queues a test run within the user's test-run pace; its result waits under the returned key. */
  private async enqueue(
    user: AuthUser,
    run: {
      language: string;
      code: string;
      input: string;
      expectedOutput?: string;
      problem: JudgeProblemSpec;
    },
  ): Promise<string> {
    await this.submissions.takeSubmitSlot(user.uid, 'test');
    const testKey = `TEST_JUDGE_${randomUUID().replace(/-/g, '')}`;
    const pending: StoredTestRun = { uid: user.uid, result: { status: JudgeStatus.PENDING } };
    await this.kv.set(resultKey(testKey), JSON.stringify(pending), PENDING_TTL_SECONDS);
    await this.queue.enqueue(
      { kind: 'test', taskId: testKey, testKey, ...run, enqueuedAt: Date.now() },
      'test',
    );
    return testKey;
  }

  async store(message: TestRunResult): Promise<void> {
    const raw = await this.kv.get(resultKey(message.testKey));
    if (!raw) return; // expired or already read
    const stored = JSON.parse(raw) as StoredTestRun;
    if (stored.result.status !== JudgeStatus.PENDING) return;
    stored.result = {
      status: message.status,
      time: message.timeMs,
      memory: message.memoryKb,
      stderr: message.stderr,
      userInput: message.userInput,
      userOutput: message.userOutput,
      expectedOutput: message.expectedOutput ?? null,
      problemJudgeMode: message.problemJudgeMode,
    };
    await this.kv.set(resultKey(message.testKey), JSON.stringify(stored), RESULT_TTL_SECONDS);
  }

  /** Pending → `{status: 5}`; a final result is returned once and then forgotten. */
  async result(user: AuthUser, testKey: string): Promise<TestJudgeResultView> {
    const raw = await this.kv.get(resultKey(testKey));
    if (!raw) throw notFound('The test run has expired, please run it again', ErrorCode.TEST_RUN_EXPIRED);
    const stored = JSON.parse(raw) as StoredTestRun;
    if (stored.uid !== user.uid) throw forbidden();
    const { result } = stored;
    if (result.status !== JudgeStatus.PENDING) await this.kv.delete(resultKey(testKey));
    if (result.status !== JudgeStatus.SYSTEM_ERROR || result.stderr === undefined) return result;
    return { ...result, stderr: judgeFailureSeenBy(power(user, 'sees-judge-failures'), result.stderr) };
  }
}
