import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeMessage, SubmissionResult } from '@verdict/common';
import { listJudgers, RedisJudgeQueue, type RedisClient } from '@verdict/queue';
import { FixtureTestdataSource, loadFixtureProblem } from './utils/fixture-problems';
import { startTestdataServer } from './utils/testdata-http-server';
import { testDir } from './utils/judge-harness';
import { connectRedis, randomPrefix, REDIS_URL, removePrefix } from './utils/redis-test-env';
import { SLEEPY_AC, SLOW_AC } from './utils/slow-programs';
import { waitFor } from './utils/wait-for';

/**
 * Real daemons (the verdict-judger bin) on the real Redis: a daemon killed mid-task loses the task
 * to an idle one as soon as the lease runs out; a daemon sent SIGTERM finishes what it holds.
 */
const problem = loadFixtureProblem('aplusb');
const UID_BLOCKS = '/run/verdict/uid-blocks';

/** The uid-block files on this host naming the pid as their holder. */
function blocksHeldBy(pid: number): string[] {
  let names: string[] = [];
  try {
    names = readdirSync(UID_BLOCKS);
  } catch {
    return [];
  }
  return names.filter((name) => {
    try {
      return readFileSync(`${UID_BLOCKS}/${name}`, 'utf8').trim() === String(pid);
    } catch {
      return false;
    }
  });
}
const slowProblem = { ...problem.spec, timeLimitMs: 5000 };

describe('judge daemons under faults', () => {
  const dir = testDir('daemons');
  const prefix = randomPrefix();
  let client: RedisClient;
  let queue: RedisJudgeQueue;
  let api: Awaited<ReturnType<typeof startTestdataServer>>;
  const messages: JudgeMessage[] = [];
  const daemons: ChildProcess[] = [];

  /** Daemons run with the default lease unless a test asks for another. */
  function startDaemon(name: string, leaseMs?: number): ChildProcess {
    const child = spawn(process.execPath, [join(__dirname, '..', 'bin', 'verdict-judger.js')], {
      env: {
        ...process.env,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        JUDGE_API_URL: api.url,
        JUDGER_TOKEN: 'daemon-token',
        JUDGER_NAME: name,
        JUDGER_PARALLEL: '1',
        JUDGER_LANGUAGES: 'C',
        JUDGER_SANDBOX: 'namespace',
        ...(leaseMs ? { JUDGER_LEASE_MS: String(leaseMs) } : {}),
        JUDGER_WORK_DIR: join(dir, name, 'work'),
        JUDGER_CACHE_DIR: join(dir, name, 'cache'),
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        VERDICT_JUDGER_FROM_SOURCE: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    daemons.push(child);
    return child;
  }

  const online = (name: string) => async () =>
    (await listJudgers(client, prefix)).some((j) => j.name === name && j.online) ? true : undefined;
  /** "<judger> <type> <status>" of every message of a task, in arrival order. */
  const events = (taskId: string) =>
    messages.filter((m) => m.taskId === taskId).map((m) => `${m.judger} ${m.type} ${m.status}`);
  let killedPid = 0;
  const finals = (taskId: string) =>
    messages.filter((m): m is SubmissionResult => m.type === 'result' && m.taskId === taskId);

  beforeAll(async () => {
    client = await connectRedis();
    api = await startTestdataServer(new FixtureTestdataSource([problem]), 'daemon-token');
    queue = new RedisJudgeQueue({ redis: client, prefix, retryDelayMs: 200 });
    queue.consumeResults(async (message) => {
      messages.push(message);
    });
  });

  afterAll(async () => {
    for (const daemon of daemons)
      if (daemon.exitCode === null && daemon.signalCode === null) daemon.kill('SIGKILL');
    await queue.close();
    await removePrefix(client, prefix);
    await client.close();
    api.server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an idle daemon takes over the task of a daemon killed mid-task, not before (default lease)', async () => {
    const first = startDaemon('judger-a');
    await waitFor(online('judger-a'), 'judger-a online');
    await queue.enqueue(
      {
        kind: 'submission',
        taskId: 'kill-me',
        submissionId: 7,
        attempt: 1,
        language: 'C',
        code: SLEEPY_AC,
        problem: slowProblem,
        enqueuedAt: Date.now(),
      },
      'normal',
    );
    await waitFor(() => events('kill-me').find((e) => e.startsWith('judger-a')), 'judger-a judging');
    const takenAt = Date.now();
    startDaemon('judger-b');
    await waitFor(online('judger-b'), 'judger-b online (idle, with a free slot)');
    // Held for longer than one lease: only the heartbeat's renewals keep it with judger-a.
    await waitFor(() => (Date.now() - takenAt > 11_000 ? true : undefined), 'one lease held');
    first.kill('SIGKILL');
    const killedAt = events('kill-me').length;
    const [result] = await waitFor(
      () => (finals('kill-me').length ? finals('kill-me') : undefined),
      'final result',
      45_000,
    );
    expect({ status: result.status, judger: result.judger, score: result.score }).toEqual({
      status: 0,
      judger: 'judger-b',
      score: 100,
    });
    const before = events('kill-me').slice(0, killedAt);
    const after = events('kill-me').slice(killedAt);
    expect(before.every((e) => e.startsWith('judger-a'))).toBe(true);
    expect(after[0]).toBe('judger-b progress 6'); // taken over from the start: compiling again
    expect(after.every((e) => e.startsWith('judger-b'))).toBe(true);
    await new Promise((r) => setTimeout(r, 1000));
    expect(finals('kill-me')).toHaveLength(1);
    expect(await queue.liveTaskIds()).toEqual(new Set());
    killedPid = first.pid!;
  });

  it('SIGTERM lets a daemon finish its task and leave the registry', async () => {
    const daemon = startDaemon('judger-c');
    await waitFor(online('judger-c'), 'judger-c online');
    // The uid block judger-a held when it was killed went back to the host when judger-c started.
    expect(killedPid).toBeGreaterThan(0);
    expect(blocksHeldBy(killedPid)).toEqual([]);
    // judger-b is still running: stop it (and wait until it is gone) so judger-c gets the task
    const others = daemons.filter((d) => d !== daemon && d.exitCode === null && d.signalCode === null);
    const gone = others.map((d) => new Promise((resolve) => d.once('exit', resolve)));
    others.forEach((d) => d.kill('SIGTERM'));
    await Promise.all(gone);
    await queue.enqueue(
      {
        kind: 'submission',
        taskId: 'term-me',
        submissionId: 8,
        attempt: 1,
        language: 'C',
        code: SLOW_AC,
        problem: slowProblem,
        enqueuedAt: Date.now(),
      },
      'contest',
    );
    await waitFor(
      () => messages.find((m) => m.type === 'progress' && m.taskId === 'term-me' && m.judger === 'judger-c'),
      'judger-c judging',
    );
    const exited = new Promise<number | null>((resolve) => daemon.once('exit', resolve));
    daemon.kill('SIGTERM');
    expect(await exited).toBe(0);
    const [result] = finals('term-me');
    expect({ status: result?.status, judger: result?.judger }).toEqual({ status: 0, judger: 'judger-c' });
    expect((await listJudgers(client, prefix)).map((j) => j.name)).not.toContain('judger-c');
  });

  it('keeps working after Redis loses all its data (groups and registry come back)', async () => {
    startDaemon('judger-d');
    await waitFor(online('judger-d'), 'judger-d online');
    await removePrefix(client, prefix); // a Redis restart without persistence, as seen from the daemon
    await new Promise((r) => setTimeout(r, 1500));
    await queue.enqueue(
      {
        kind: 'submission',
        taskId: 'after-loss',
        submissionId: 9,
        attempt: 1,
        language: 'C',
        code: SLOW_AC,
        problem: slowProblem,
        enqueuedAt: Date.now(),
      },
      'normal',
    );
    const [result] = await waitFor(
      () => (finals('after-loss').length ? finals('after-loss') : undefined),
      'final result after data loss',
    );
    expect({ status: result.status, judger: result.judger }).toEqual({ status: 0, judger: 'judger-d' });
    await waitFor(online('judger-d'), 'judger-d heartbeat back in the registry');
  });
});
