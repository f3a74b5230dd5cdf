import type { LoggerService } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  JudgeStatus,
  type JudgeQueueDriver,
  type JudgerConnection,
  type SubmissionResult,
} from '@verdict/common';
import { JUDGE_QUEUE } from '../../src/modules/judge/judge-queue.token';
import { SubmissionQueryService } from '../../src/modules/submission/submission-query.service';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

/** Every line the app logs, as the operator would read it. */
class RecordingLogger implements LoggerService {
  readonly lines: { level: string; text: string }[] = [];
  private record(level: string, message: unknown, rest: unknown[]) {
    this.lines.push({ level, text: [message, ...rest].map(String).join(' ') });
  }
  log = (message: unknown, ...rest: unknown[]) => this.record('log', message, rest);
  error = (message: unknown, ...rest: unknown[]) => this.record('error', message, rest);
  warn = (message: unknown, ...rest: unknown[]) => this.record('warn', message, rest);
  debug = (message: unknown, ...rest: unknown[]) => this.record('debug', message, rest);
  verbose = (message: unknown, ...rest: unknown[]) => this.record('verbose', message, rest);
  fatal = (message: unknown, ...rest: unknown[]) => this.record('fatal', message, rest);
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * A judge's result that the app cannot store (the database is in trouble) is logged with its
 * submission, retried, and recorded once the database is back.
 */
describe(`judge queue errors (${TEST_MODE === 'mysql' ? 'Redis queue' : 'in-process queue'})`, () => {
  let t: TestApp;
  let judge: JudgerConnection | undefined;
  const logs = new RecordingLogger();

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    t.app.useLogger(logs);
    t.app.flushLogs(); // an app that never listens keeps its log lines buffered otherwise
  });
  afterAll(async () => {
    await judge?.close();
    await t.close();
  });

  it('logs a result it cannot store with the submission id, and stores it once it can', async () => {
    const root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    const pid = await createProblemWithCases(t.app, root, 'QE1', [{ input: '1 1\n', output: '2\n' }]);
    await createUser(t.app, 'quinn');
    const token = await loginAs(t.app, 'quinn');
    const submitted = await request(t.app.getHttpServer())
      .post('/api/submit-problem-judge')
      .set('Authorization', token)
      .send({ pid: await hojPid(t.app, pid), language: 'Python3', code: 'print(2)\n' })
      .expect(200);
    const submitId: number = submitted.body.data.submitId;
    const database = t.app.get(DataSource);
    const result: SubmissionResult = {
      type: 'result',
      taskId: `${submitId}:0`,
      submissionId: submitId,
      attempt: 0,
      judger: 'judge-in-test',
      status: JudgeStatus.WRONG_ANSWER,
      score: 0,
      timeMs: 1,
      memoryKb: 1,
      cases: [],
    };

    await database.query('ALTER TABLE judge RENAME TO judge_away');
    try {
      // A judge on the app's queue reports a verdict, as a daemon (or the embedded workers) would.
      judge = await t.app.get<JudgeQueueDriver>(JUDGE_QUEUE).connectJudger('judge-in-test');
      await judge.sink.publish(result);
      const line = await until(
        () => logs.lines.find((l) => l.level === 'error' && l.text.startsWith(`Submission ${submitId} `)),
        'an error line naming the submission',
      );
      expect(line.text).toContain(`task ${submitId}:0`);
    } finally {
      await database.query('ALTER TABLE judge_away RENAME TO judge');
    }
    const stored = await until(async () => {
      const row = await t.app.get(SubmissionQueryService).get(submitId);
      return row.status === JudgeStatus.WRONG_ANSWER ? row : undefined;
    }, 'the verdict stored after the database came back');
    expect(stored.judger).toBe('judge-in-test');
  });
});
