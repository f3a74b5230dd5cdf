import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { JudgeMessage, JudgeTask, SubmissionResult } from '@verdict/common';
import { createRedisClient, listJudgers, RedisJudgeQueue, type RedisClient } from '@verdict/queue';
import { FixtureTestdataSource, loadFixtureProblem } from './utils/fixture-problems';
import { startTestdataServer } from './utils/testdata-http-server';
import { testDir } from './utils/judge-harness';
import { SLOW_AC } from './utils/slow-programs';
import { waitFor } from './utils/wait-for';

/**
 * A private Redis (no persistence) is killed and restarted under a running judge daemon: the
 * daemon reconnects and carries on, the task it was judging still reports, and a task that was
 * only queued is lost with Redis' data — the server's reconciler (played here by the test, using
 * liveTaskIds) re-enqueues it and it is judged.
 */
const problem = loadFixtureProblem('aplusb');
const task = (taskId: string): JudgeTask => ({
  kind: 'submission',
  taskId,
  submissionId: 1,
  attempt: 1,
  language: 'C',
  code: SLOW_AC,
  problem: { ...problem.spec, timeLimitMs: 5000 },
  enqueuedAt: Date.now(),
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** This test owns its Redis server; the prefix only has to agree between daemon and observer. */
const PREFIX = 'restart:';

describe('Redis restart with data loss under a running daemon', () => {
  const dir = testDir('redis-restart');
  let port: number;
  let redis: ChildProcess;
  let daemon: ChildProcess;
  let observer: RedisClient;
  let queue: RedisJudgeQueue;
  let api: Awaited<ReturnType<typeof startTestdataServer>>;
  const messages: JudgeMessage[] = [];
  const final = (taskId: string) =>
    messages.find((m): m is SubmissionResult => m.type === 'result' && m.taskId === taskId);

  const startRedis = async () => {
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitFor(async () => ((await observer.ping()) === 'PONG' ? true : undefined), 'redis up');
  };

  beforeAll(async () => {
    port = await freePort();
    observer = createRedisClient(`redis://127.0.0.1:${port}`, () => undefined);
    const connecting = observer.connect();
    await startRedis();
    await connecting;
    api = await startTestdataServer(new FixtureTestdataSource([problem]), 'token');
    queue = new RedisJudgeQueue({ redis: `redis://127.0.0.1:${port}`, prefix: PREFIX, retryDelayMs: 200 });
    queue.consumeResults(async (message) => {
      messages.push(message);
    });
    daemon = spawn(process.execPath, [join(__dirname, '..', 'bin', 'verdict-judger.js')], {
      env: {
        ...process.env,
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: PREFIX,
        JUDGE_API_URL: api.url,
        JUDGER_TOKEN: 'token',
        JUDGER_NAME: 'survivor',
        JUDGER_PARALLEL: '1',
        JUDGER_LANGUAGES: 'C',
        JUDGER_SANDBOX: 'namespace',
        JUDGER_LEASE_MS: '2000',
        JUDGER_WORK_DIR: join(dir, 'work'),
        JUDGER_CACHE_DIR: join(dir, 'cache'),
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'fatal',
        VERDICT_JUDGER_FROM_SOURCE: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(
      async () =>
        (await listJudgers(observer, PREFIX)).some((j) => j.name === 'survivor') ? true : undefined,
      'daemon online',
    );
  }, 120000);

  afterAll(async () => {
    if (daemon.exitCode === null && daemon.signalCode === null) {
      daemon.kill('SIGTERM');
      await new Promise((resolve) => daemon.once('exit', resolve));
    }
    await queue.close();
    await observer.close().catch(() => undefined);
    redis.kill('SIGKILL');
    api.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reconnects, reports the running task, and judges the re-enqueued lost one', async () => {
    await queue.enqueue(task('running'), 'normal');
    await waitFor(
      () => messages.find((m) => m.type === 'progress' && m.taskId === 'running' && m.casesDone >= 1),
      'judging',
    );
    await queue.enqueue(task('queued'), 'normal'); // waits behind the running task: lost with the restart
    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    await startRedis();

    expect((await waitFor(() => final('running'), 'result of the running task')).status).toBe(0);
    // The reconciler's view: 'queued' is neither live in Redis nor finished, so it is enqueued again.
    expect((await queue.liveTaskIds()).has('queued')).toBe(false);
    expect(final('queued')).toBeUndefined();
    await queue.enqueue(task('queued'), 'normal');
    expect((await waitFor(() => final('queued'), 'result of the re-enqueued task')).status).toBe(0);
    expect(daemon.exitCode).toBeNull();
    await waitFor(
      async () =>
        (await listJudgers(observer, PREFIX)).some((j) => j.name === 'survivor') ? true : undefined,
      'heartbeat after restart',
    );
  });
});
