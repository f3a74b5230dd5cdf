import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  JudgeStatus,
  Role,
  type JudgeProgress,
  type JudgeQueueDriver,
  type JudgerConnection,
  type JudgeTaskSource,
  type LeasedTask,
  type SubmissionResult,
  type WaitReason,
} from '@verdict/common';
import { createRedisClient, RedisTaskSource, type RedisClient } from '@verdict/queue';
import { JUDGE_QUEUE } from '../../src/modules/judge/judge-queue.token';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { createUser, loginAs } from '../utils/auth-helpers';
import { createTestApp, ROOT_PASSWORD, TestApp } from '../utils/create-test-app';
import { createProblemWithCases } from '../utils/judging-helpers';
import { TEST_MODE, TEST_REDIS_URL } from '../utils/test-mode';
import { hojPid } from '../utils/hoj-pid';

async function until<T>(probe: () => Promise<T | undefined>, what: string, last?: () => unknown): Promise<T> {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`timed out waiting for ${what}; last seen ${JSON.stringify(last?.())}`);
}

/** Every Pending or Judging submission says why: to its owner in short, to admins in full. */
describe(`why a submission waits (${TEST_MODE === 'mysql' ? 'Redis queue' : 'in-process queue'})`, () => {
  let t: TestApp;
  let judge: JudgerConnection;
  let pid: number;
  let owner: string;
  let root: string;
  /** What the judge in this test offers; its heartbeat says so every second. */
  let languages = ['C++', 'Python3'];
  let heartbeat: NodeJS.Timeout;
  const http = () => request(t.app.getHttpServer());
  const cleanups: (() => Promise<void>)[] = [];

  const beat = (connection: JudgerConnection, name: string) =>
    connection.registry.publish({
      name,
      version: 'test',
      cores: 1,
      maxTasks: 1,
      runningTasks: 0,
      languages,
      disabledLanguages: [],
      sandbox: 'none',
      startedAt: Date.now(),
      lastSeen: Date.now(),
    });

  beforeAll(async () => {
    t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
    judge = await t.app.get<JudgeQueueDriver>(JUDGE_QUEUE).connectJudger('judge-x');
    await beat(judge, 'judge-x');
    heartbeat = setInterval(() => void beat(judge, 'judge-x').catch(() => undefined), 1000);
    root = await loginAs(t.app, 'root', ROOT_PASSWORD);
    pid = await createProblemWithCases(t.app, root, 'WHY1', [{ input: '1 1\n', output: '2\n' }]);
    await createUser(t.app, 'owen');
    owner = await loginAs(t.app, 'owen');
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    clearInterval(heartbeat);
    await judge.close();
    await t.close();
  });

  const submit = async (language = 'Python3'): Promise<number> => {
    const response = await http()
      .post('/api/submit-problem-judge')
      .set('Authorization', owner)
      .send({ pid: await hojPid(t.app, pid), language, code: 'print(2)\n' })
      .expect(200);
    return response.body.data.submitId as number;
  };

  /** The waitReason that check-submissions-status gives this viewer (none: anonymous). */
  const reasonOf = async (submitId: number, token?: string): Promise<WaitReason | undefined> => {
    const call = http()
      .post('/api/check-submissions-status')
      .send({ submitIds: [submitId] });
    const response = await (token ? call.set('Authorization', token) : call).expect(200);
    return response.body.data[submitId]?.waitReason as WaitReason | undefined;
  };

  /** Polls until the reason has this code (a second-old read of the queue may lag), then returns it. */
  const reasonWith = async (submitId: number, code: string, token = owner): Promise<WaitReason> => {
    let last: WaitReason | undefined;
    return until(
      async () => {
        last = await reasonOf(submitId, token);
        return last?.code === code ? last : undefined;
      },
      `reason ${code} for ${submitId}`,
      () => last,
    );
  };

  const take = async (source: JudgeTaskSource, submitId: number): Promise<LeasedTask> => {
    const leased = await source.next();
    expect(leased?.task.taskId).toBe(`${submitId}:0`);
    return leased!;
  };

  const progress = (submitId: number, judger: string, stage?: 'fetching-test-data'): JudgeProgress => ({
    type: 'progress',
    taskId: `${submitId}:0`,
    submissionId: submitId,
    attempt: 0,
    status: JudgeStatus.COMPILING,
    judger,
    casesDone: 0,
    casesTotal: 0,
    ...(stage ? { stage } : {}),
  });

  /** The judge reports a verdict and lets go of the task; the row is final and says nothing more. */
  const finish = async (connection: JudgerConnection, leased: LeasedTask): Promise<void> => {
    const task = leased.task as { submissionId: number; taskId: string };
    const result: SubmissionResult = {
      type: 'result',
      taskId: task.taskId,
      submissionId: task.submissionId,
      attempt: 0,
      judger: 'judge-x',
      status: JudgeStatus.ACCEPTED,
      score: 0,
      timeMs: 1,
      memoryKb: 1,
      cases: [],
    };
    await connection.sink.publish(result);
    await connection.source.ack(leased);
    await until(async () => {
      const response = await http()
        .post('/api/check-submissions-status')
        .send({ submitIds: [task.submissionId] });
      const row = response.body.data[task.submissionId];
      return row.status === JudgeStatus.ACCEPTED ? row : undefined;
    }, `the verdict of ${task.submissionId}`);
  };

  it('tells the owner its place in the queue, then which judge took it and that it fetches test data', async () => {
    const [first, second, third] = [await submit(), await submit(), await submit()];

    expect(await reasonWith(third, 'waiting')).toEqual({
      code: 'waiting',
      params: { position: 3 },
      text: 'Waiting for a free judge: #3 in the queue',
    });
    // Anyone who may see the row reads the short form; only admins read the whole story.
    expect(await reasonOf(third)).toEqual({
      code: 'waiting',
      params: { position: 3 },
      text: 'Waiting for a free judge: #3 in the queue',
    });
    const forAdmin = await reasonWith(third, 'waiting', root);
    expect(forAdmin.adminText).toMatch(/^#3 in the normal queue, waiting \d+ s; 1 judge\(s\) online$/);

    // The list and the detail carry the same reason beside HOJ's fields.
    const list = await http()
      .get('/api/get-submission-list')
      .query({ onlyMine: true })
      .set('Authorization', owner)
      .expect(200);
    const listed = (list.body.data.records as { submitId: number; status: number; waitReason?: WaitReason }[])
      .filter((row) => [first, second, third].includes(row.submitId))
      .map((row) => [row.status, row.waitReason?.code]);
    expect(listed).toEqual([
      [JudgeStatus.PENDING, 'waiting'],
      [JudgeStatus.PENDING, 'waiting'],
      [JudgeStatus.PENDING, 'waiting'],
    ]);

    const leased = await take(judge.source, first);
    const taken = await reasonWith(first, 'taken');
    expect(taken).toEqual({
      code: 'taken',
      params: { judger: 'judge-x', seconds: expect.any(Number) },
      text: `Judge judge-x took it ${taken.params.seconds} s ago`,
    });
    expect((await reasonWith(third, 'waiting')).params).toEqual({ position: 2 });

    await judge.sink.publish(progress(first, 'judge-x', 'fetching-test-data'));
    const fetching = await reasonWith(first, 'fetching-test-data');
    expect(fetching).toMatchObject({
      params: { judger: 'judge-x' },
      text: 'Judge judge-x is fetching the test data',
    });
    const detail = await http()
      .get('/api/get-submission-detail')
      .query({ submitId: first })
      .set('Authorization', owner)
      .expect(200);
    expect(detail.body.data.submission).toMatchObject({
      status: JudgeStatus.COMPILING,
      judger: 'judge-x',
      waitReason: { code: 'fetching-test-data', text: 'Judge judge-x is fetching the test data' },
    });
    expect(detail.body.data.submission.waitReason).not.toHaveProperty('adminText');

    // Compiling now: the stage is over.
    await judge.sink.publish(progress(first, 'judge-x'));
    await reasonWith(first, 'taken');

    await finish(judge, leased);
    expect(await reasonOf(first, owner)).toBeUndefined();
    await finish(judge, await take(judge.source, second));
    await finish(judge, await take(judge.source, third));
  });

  it('says no judge online offers the language when the judges change after the submit', async () => {
    const submitId = await submit('Python3');
    languages = ['C++'];
    cleanups.push(async () => {
      languages = ['C++', 'Python3'];
      await beat(judge, 'judge-x');
      await reasonWith(submitId, 'waiting'); // the server sees Python3 again, and takes submits in it
      await finish(judge, await take(judge.source, submitId));
    });
    const reason = await reasonWith(submitId, 'no-judge-for-language');
    expect(reason).toEqual({
      code: 'no-judge-for-language',
      params: { language: 'Python3', position: 1 },
      text: 'No judge online offers Python3',
    });
  });

  it('says a task came back after its judge stopped, and who took it over', async () => {
    const submitId = await submit();
    const leased = await take(judge.source, submitId);
    await judge.source.release(leased); // a judge shutting down hands its task back
    expect(await reasonWith(submitId, 'requeued')).toEqual({
      code: 'requeued',
      params: { judger: 'judge-x', position: 1 },
      text: 'Re-queued after judge judge-x stopped: #1 in the queue',
    });

    const other = await t.app.get<JudgeQueueDriver>(JUDGE_QUEUE).connectJudger('judge-y');
    cleanups.push(() => other.close());
    const again = await take(other.source, submitId);
    expect((await reasonWith(submitId, 'taken')).params).toEqual({
      judger: 'judge-y',
      seconds: expect.any(Number),
      from: 'judge-x',
    });
    await finish(other, again);
  });

  (TEST_MODE === 'mysql' ? it : it.skip)(
    "says a task whose judge died is re-queued once the judge's lease ran out, and flags it for admins",
    async () => {
      const redis: RedisClient = createRedisClient(TEST_REDIS_URL, () => undefined);
      await redis.connect();
      // Judges with short leases, so the one alive takes over within seconds.
      const judgeNamed = (consumer: string) =>
        new RedisTaskSource({
          client: redis,
          consumer,
          prefix: t.config.redisPrefix,
          leaseMs: 1500,
          blockMs: 200,
        });
      const [dead, alive] = [judgeNamed('judge-dead'), judgeNamed('judge-alive')];
      cleanups.push(async () => {
        await dead.close();
        await alive.close();
        await redis.close();
      });
      const submitId = await submit();
      await take(dead, submitId); // and never renews: killed
      expect(await reasonWith(submitId, 'requeued')).toEqual({
        code: 'requeued',
        params: { judger: 'judge-dead', position: 1 },
        text: 'Re-queued after judge judge-dead stopped: #1 in the queue',
      });
      const overview = await http().get('/api/admin/judge/queue').set('Authorization', root).expect(200);
      expect(overview.body.data.inProgress).toEqual([
        expect.objectContaining({
          submitId,
          stuck: true,
          waitReason: expect.objectContaining({
            code: 'requeued',
            adminText: expect.stringContaining('judge-dead stopped renewing its lease'),
          }),
        }),
      ]);

      const leased = await take(alive, submitId);
      expect((await reasonWith(submitId, 'taken')).params).toMatchObject({
        judger: 'judge-alive',
        from: 'judge-dead',
      });
      await finish({ ...judge, source: alive }, leased);
    },
  );

  describe('the judge queue dashboard', () => {
    it('answers only super admins and admins', async () => {
      await http().get('/api/admin/judge/queue').expect(401);
      await createUser(t.app, 'paula', Role.PROBLEM_ADMIN);
      await http()
        .get('/api/admin/judge/queue')
        .set('Authorization', await loginAs(t.app, 'paula'))
        .expect(403);
      await http().get('/api/admin/judge/queue').set('Authorization', owner).expect(403);
      await createUser(t.app, 'adam', Role.ADMIN);
      const admin = await http()
        .get('/api/admin/judge/queue')
        .set('Authorization', await loginAs(t.app, 'adam'))
        .expect(200);
      expect(admin.body.data).toEqual({
        depth: { test: 0, contest: 0, normal: 0, rejudge: 0 },
        oldestPendingSeconds: null,
        judgesOnline: 1,
        inProgress: [],
        stuck: 0,
      });
    });

    it('lists depth, the oldest wait, and each submission in progress with its reason, stuck ones flagged', async () => {
      const [lost, waiting] = [await submit(), await submit()];
      // A judge takes the first and vanishes without a result; the row has not moved for 40 s.
      await judge.source.ack(await take(judge.source, lost));
      await t.app
        .get(DataSource)
        .getRepository(SubmissionEntity)
        .update({ submitId: lost }, { gmtModified: new Date(Date.now() - 40_000) });

      const overview = await http().get('/api/admin/judge/queue').set('Authorization', root).expect(200);
      const data = overview.body.data;
      expect(data.depth).toEqual({ test: 0, contest: 0, normal: 1, rejudge: 0 });
      expect(data.oldestPendingSeconds).toEqual(expect.any(Number));
      expect(data.stuck).toBe(1);
      expect(data.inProgress).toEqual([
        expect.objectContaining({
          submitId: lost,
          username: 'owen',
          displayPid: 'WHY1',
          language: 'Python3',
          status: JudgeStatus.PENDING,
          stuck: true,
          waitReason: expect.objectContaining({
            code: 'unqueued',
            adminText: expect.stringContaining(`No queued or running task covers attempt 0 (task ${lost}:0)`),
          }),
        }),
        expect.objectContaining({
          submitId: waiting,
          stuck: false,
          waitReason: expect.objectContaining({ code: 'waiting', params: { position: 1 } }),
        }),
      ]);
      await finish(judge, await take(judge.source, waiting));
    });
  });
});
