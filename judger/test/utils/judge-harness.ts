import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeMessage, JudgeProblemSpec, SubmissionResult, TestRunResult } from '@verdict/common';
import pino from 'pino';
import { MemoryJudgeQueue } from '@verdict/queue';
import { startJudger, type JudgerHandle, type StartJudgerOptions } from '../../src/start-judger';
import { FixtureTestdataSource, type FixtureProblem } from './fixture-problems';

/** Scratch space for tests: never /tmp of another suite, always removed. */
export function testDir(label: string): string {
  return mkdtempSync(join('/var/tmp', `verdict-judger-${label}-`));
}

let taskCounter = 0;

/** An embedded judger over fixture problems, with helpers to submit and await the final result. */
export class JudgeHarness {
  readonly queue = new MemoryJudgeQueue();
  readonly messages: JudgeMessage[] = [];
  private readonly waiting = new Map<string, (message: SubmissionResult | TestRunResult) => void>();
  judger!: JudgerHandle;
  readonly dir = testDir('harness');

  constructor(private readonly problems: FixtureProblem[]) {
    this.queue.consumeResults(async (message) => {
      this.messages.push(message);
      if (message.type !== 'progress') this.waiting.get(message.taskId)?.(message);
    });
  }

  async start(options: Partial<StartJudgerOptions> = {}): Promise<this> {
    this.judger = await startJudger({
      name: 'test-judger',
      source: this.queue.taskSource(),
      sink: this.queue.resultSink(),
      testdata: new FixtureTestdataSource(this.problems),
      workDir: join(this.dir, 'work'),
      cacheDir: join(this.dir, 'cache'),
      parallel: 2,
      selfTest: false,
      // The queue and pipeline suites pin the backend; the sandbox suites loop over every one.
      sandbox: 'namespace',
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      ...options,
    });
    return this;
  }

  submit(problem: JudgeProblemSpec, language: string, code: string): Promise<SubmissionResult> {
    const taskId = `t${++taskCounter}`;
    const done = new Promise<SubmissionResult>((resolve) =>
      this.waiting.set(taskId, (m) => resolve(m as SubmissionResult)),
    );
    void this.queue.enqueue(
      {
        kind: 'submission',
        taskId,
        submissionId: taskCounter,
        attempt: 1,
        language,
        code,
        problem,
        enqueuedAt: Date.now(),
      },
      'normal',
    );
    return done;
  }

  testRun(
    problem: JudgeProblemSpec,
    language: string,
    code: string,
    input: string,
    expectedOutput?: string,
  ): Promise<TestRunResult> {
    const taskId = `t${++taskCounter}`;
    const done = new Promise<TestRunResult>((resolve) =>
      this.waiting.set(taskId, (m) => resolve(m as TestRunResult)),
    );
    void this.queue.enqueue(
      {
        kind: 'test',
        taskId,
        testKey: taskId,
        language,
        code,
        problem,
        input,
        expectedOutput,
        enqueuedAt: Date.now(),
      },
      'test',
    );
    return done;
  }

  async stop(): Promise<void> {
    await this.judger?.stop();
    await this.queue.close();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
