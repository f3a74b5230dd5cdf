import request from 'supertest';
import { JudgeStatus } from '@verdict/common';
import { createProblemWithCases } from '../utils/judging-helpers';
import { Cluster, until } from './cluster';
import { PROGRAMS, register, submit, untilAllFinal, untilSomeAreJudged } from './judge-client';
import { expectLedgerConsistent } from './ledger';

const { ACCEPTED, WRONG_ANSWER } = JudgeStatus;

/**
 * Faults injected into production mode on one machine — two API instances, two judge daemons, a
 * private Redis and MariaDB database — while submissions are judged. After each, every submission
 * ends final and right, and the counters equal what the rows say.
 */
describe('under faults', () => {
  let cluster: Cluster;
  let root: string;
  let student: string;
  let problems = 0;

  beforeAll(async () => {
    cluster = await Cluster.start(2);
    root = cluster.rootToken;
    await cluster.startDaemon('judge-a');
    await cluster.startDaemon('judge-b');
    student = await register(cluster.apis[1].url, cluster.dataDir, 'faultstudent', 'secret-123');
  });
  afterAll(() => cluster?.stop());

  const api = (index: number) => cluster.apis[index % cluster.apis.length].url;

  /** A new A+B problem (a limit that leaves room for the slow programs), so counters start at zero. */
  /** The problem ids (`F1`) of the problems made, by internal id: a submit names a problem by it. */
  const problemIds = new Map<number, string>();
  async function newProblem(timeLimit = 5000): Promise<number> {
    problems++;
    const problemId = `F${problems}`;
    const pid = await createProblemWithCases(api(0), root, problemId, [{ input: '1 2\n', output: '3\n' }], {
      timeLimit,
    });
    problemIds.set(pid, problemId);
    return pid;
  }

  /** Submits each program, alternating API instances; returns the ids with the verdict each must get. */
  async function submitAll(pid: number, programs: [string, number][], token = student) {
    const expected = new Map<number, number>();
    for (const [index, [code, verdict]] of programs.entries()) {
      expected.set(await submit(api(index), token, problemIds.get(pid)!, code), verdict);
    }
    return expected;
  }

  /** Polls the other instance than the one that took most submissions, then checks the ledger. */
  async function expectAllRight(pid: number, expected: Map<number, number>, timeoutMs?: number) {
    const final = await untilAllFinal(api(1), [...expected.keys()], timeoutMs).catch((error: Error) => {
      throw new Error(`${error.message}\n${cluster.tails()}`);
    });
    expect(final).toEqual(expected);
    await expectLedgerConsistent(cluster, pid);
  }

  const slowBatch = (count: number): [string, number][] =>
    Array.from({ length: count }, (_, i) =>
      i % 3 === 2 ? [PROGRAMS.wrong, WRONG_ANSWER] : [PROGRAMS.slow(1500), ACCEPTED],
    );

  it('a judge daemon SIGKILLed mid-task', async () => {
    const pid = await newProblem();
    const expected = await submitAll(pid, slowBatch(6));
    await untilSomeAreJudged(api(0), [...expected.keys()]);
    await cluster.killDaemon('judge-a');
    await expectAllRight(pid, expected);
    await cluster.startDaemon('judge-a');
  });

  it('every daemon killed, then one restarted', async () => {
    const pid = await newProblem();
    const expected = await submitAll(pid, slowBatch(5));
    await untilSomeAreJudged(api(0), [...expected.keys()]);
    await cluster.killDaemon('judge-a');
    await cluster.killDaemon('judge-b');
    await cluster.startDaemon('judge-a');
    await expectAllRight(pid, expected);
    await cluster.startDaemon('judge-b');
  });

  it('Redis restarted empty while judging', async () => {
    const pid = await newProblem();
    const expected = await submitAll(pid, slowBatch(5));
    await untilSomeAreJudged(api(0), [...expected.keys()]);
    await cluster.redis.kill();
    await cluster.redis.restart();
    // The reconciler queues what Redis forgot again once it has sat untouched for its stale time.
    await expectAllRight(pid, expected, 180_000);
  });

  it('Redis down and restarted empty while users submit: each submit answers its id or 503 and stores nothing', async () => {
    const pid = await newProblem();
    const answers: { status: number; submitId?: number; message?: string }[] = [];
    let submitting = true;
    // Both instances, without pause: some submits land while Redis is down, some in the second
    // after it answers again, while the instances' clients are still reconnecting.
    const submitters = [0, 1].map(async (index) => {
      while (submitting) {
        const response = await request(api(index))
          .post('/api/submit-problem-judge')
          .set('Authorization', student)
          .send({ pid: problemIds.get(pid), language: 'C', code: PROGRAMS.right });
        answers.push({
          status: response.status,
          submitId: response.body?.data?.submitId,
          message: response.body?.msg,
        });
      }
    });
    const answeredBy = (status: number) => answers.filter((answer) => answer.status === status).length;
    await until('submits before the outage', async () => answeredBy(200) >= 4, 10_000);
    await cluster.redis.kill();
    await until('submits during the outage', async () => answeredBy(503) >= 4, 10_000);
    await cluster.redis.restart();
    const okBefore = answeredBy(200);
    await until('submits after the outage', async () => answeredBy(200) >= okBefore + 10, 30_000);
    submitting = false;
    await Promise.all(submitters);

    const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    if (unexpected.length > 0) throw new Error(`${JSON.stringify(unexpected)}\n${cluster.tails()}`);
    const returned = answers.flatMap((answer) => (answer.status === 200 ? [answer.submitId] : []));
    const stored = await cluster.sql<{ submitId: number }[]>(
      'SELECT submitId FROM judge WHERE pid = ? ORDER BY submitId',
      true,
      [pid],
    );
    expect(stored.map((row) => row.submitId)).toEqual([...returned].sort((a, b) => a! - b!));
    // What was stored while the queue could not take it is queued again by the reconciler.
    await expectAllRight(pid, new Map(returned.map((submitId) => [submitId!, ACCEPTED])), 180_000);
  });

  it('an API instance SIGKILLed and restarted while judging', async () => {
    const pid = await newProblem();
    const expected = await submitAll(pid, slowBatch(5));
    await untilSomeAreJudged(api(0), [...expected.keys()]);
    await cluster.restartApi(0);
    await expectAllRight(pid, expected);
  });

  it('a database outage (a global read lock) while verdicts arrive', async () => {
    const pid = await newProblem();
    const expected = await submitAll(pid, slowBatch(5));
    await untilSomeAreJudged(api(0), [...expected.keys()]);
    const blocker = await cluster.connect();
    try {
      await blocker.query('FLUSH TABLES WITH READ LOCK');
      await new Promise((done) => setTimeout(done, 6000));
    } finally {
      await blocker.query('UNLOCK TABLES');
      await blocker.end();
    }
    await expectAllRight(pid, expected);
  });

  it('verdicts committing while both instances reconcile', async () => {
    // The judge holds each task longer than the reconciler's stale time, and the reconciler runs on
    // both instances every 2 s: leased tasks must be left alone, never run twice.
    const pid = await newProblem(12_000);
    const expected = await submitAll(pid, [
      [PROGRAMS.slow(8000), ACCEPTED],
      [PROGRAMS.slow(8000), ACCEPTED],
      [PROGRAMS.wrong, WRONG_ANSWER],
    ]);
    await expectAllRight(pid, expected);
    const attempts = await cluster.sql<{ version: number }[]>(
      'SELECT version FROM judge WHERE pid = ?',
      true,
      [pid],
    );
    expect(attempts.map((row) => row.version)).toEqual([0, 0, 0]);
  });

  it('ten users submitting four programs each at once, on both instances', async () => {
    const pid = await newProblem();
    const tokens = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(api(i), cluster.dataDir, `crowd${i}`, 'secret-123')),
    );
    const batches = await Promise.all(
      tokens.map(async (token, user) => {
        const programs: [string, number][] = [
          [PROGRAMS.right, ACCEPTED],
          [PROGRAMS.wrong, WRONG_ANSWER],
          [PROGRAMS.right, ACCEPTED],
          [PROGRAMS.wrong, WRONG_ANSWER],
        ];
        return Promise.all(
          programs.map(
            async ([code, verdict], i) =>
              [await submit(api(user + i), token, problemIds.get(pid)!, code), verdict] as const,
          ),
        );
      }),
    );
    await expectAllRight(pid, new Map(batches.flat()));
  });
});
