import type { JudgeQueueDriver, JudgeTaskSource, QueueSnapshot } from '@verdict/common';
import { MemoryJudgeQueue } from '../src/memory/memory-judge-queue';
import { RedisJudgeQueue } from '../src/redis/redis-judge-queue';
import { RedisTaskSource } from '../src/redis/redis-task-source';
import { RedisKeys } from '../src/redis/redis-keys';
import type { RedisClient } from '../src/redis/redis-client';
import { task } from './utils/messages';
import { connectRedis, randomPrefix, removePrefix } from './utils/redis-test-env';
import { waitFor } from './utils/wait-for';

const LEASE_MS = 600;

const where = (snapshot: QueueSnapshot, taskId: string) => snapshot.tasks.get(taskId);

/** Where a task is, as the server asks it of either driver. */
describe.each(['memory', 'redis'] as const)('queue snapshot (%s)', (kind) => {
  let client: RedisClient;
  let prefix: string;
  let queue: JudgeQueueDriver;
  const sources: JudgeTaskSource[] = [];

  /** A judge named `name` whose lease lasts LEASE_MS unless renewed. */
  const judge = (name: string): JudgeTaskSource => {
    const source =
      kind === 'memory'
        ? (queue as MemoryJudgeQueue).taskSource(name)
        : new RedisTaskSource({ client, consumer: name, prefix, leaseMs: LEASE_MS, blockMs: 200 });
    sources.push(source);
    return source;
  };

  beforeEach(async () => {
    if (kind === 'memory') {
      queue = new MemoryJudgeQueue({ leaseMs: LEASE_MS });
      return;
    }
    client = await connectRedis();
    prefix = randomPrefix();
    queue = new RedisJudgeQueue({ redis: client, prefix });
  });

  afterEach(async () => {
    for (const source of sources.splice(0)) await source.close();
    await queue.close();
    if (kind === 'redis') {
      await removePrefix(client, prefix);
      await client.close();
    }
  });

  it('gives each waiting task its place in the order judges take them, and the depth per priority', async () => {
    const before = Date.now();
    await queue.enqueue(task('n1'), 'normal');
    await queue.enqueue(task('r1'), 'rejudge');
    await queue.enqueue(task('n2'), 'normal');
    await queue.enqueue(task('c1'), 'contest');
    const snapshot = await queue.snapshot();
    const places = ['c1', 'n1', 'n2', 'r1'].map((id) => [id, where(snapshot, id)]);
    expect(places).toEqual([
      ['c1', expect.objectContaining({ state: 'queued', priority: 'contest', position: 1 })],
      ['n1', expect.objectContaining({ state: 'queued', priority: 'normal', position: 2 })],
      ['n2', expect.objectContaining({ state: 'queued', priority: 'normal', position: 3 })],
      ['r1', expect.objectContaining({ state: 'queued', priority: 'rejudge', position: 4 })],
    ]);
    expect(where(snapshot, 'n1')).not.toHaveProperty('requeuedFrom');
    expect(snapshot.depth).toEqual({ test: 0, contest: 1, normal: 2, rejudge: 1 });
    expect(snapshot.oldestQueuedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(snapshot.oldestQueuedAt).toBeLessThanOrEqual(snapshot.at);
  });

  it('names the judge holding a task and since when; the others move up', async () => {
    await queue.enqueue(task('first'), 'normal');
    await queue.enqueue(task('second'), 'normal');
    const a = judge('judge-a');
    const before = Date.now();
    const leased = (await a.next())!;
    expect(leased.task.taskId).toBe('first');
    const snapshot = await queue.snapshot();
    expect(where(snapshot, 'first')).toEqual({
      state: 'leased',
      priority: 'normal',
      judger: 'judge-a',
      since: expect.any(Number),
    });
    const since = (where(snapshot, 'first') as { since: number }).since;
    expect(since).toBeGreaterThanOrEqual(before - 1000);
    expect(since).toBeLessThanOrEqual(snapshot.at);
    expect(where(snapshot, 'second')).toMatchObject({ state: 'queued', position: 1 });
    expect(snapshot.depth.normal).toBe(1);

    await a.ack(leased);
    const after = await queue.snapshot();
    expect(where(after, 'first')).toBeUndefined();
    expect([...after.tasks.keys()]).toEqual(['second']);
  });

  it('says a task handed back came from the judge that stopped, and who took it over', async () => {
    await queue.enqueue(task('x'), 'normal');
    const a = judge('judge-a');
    const leased = (await a.next())!;
    await a.release(leased);
    expect(where(await queue.snapshot(), 'x')).toMatchObject({
      state: 'queued',
      position: 1,
      requeuedFrom: 'judge-a',
    });
    expect(where(await queue.snapshot(), 'x')).not.toMatchObject({ leaseExpired: true });

    const b = judge('judge-b');
    await b.next();
    expect(where(await queue.snapshot(), 'x')).toMatchObject({
      state: 'leased',
      judger: 'judge-b',
      takenOverFrom: 'judge-a',
    });
  });

  it('puts a task whose judge stopped renewing first in line, then names who took it over', async () => {
    await queue.enqueue(task('held'), 'normal');
    await queue.enqueue(task('behind'), 'normal');
    const dead = judge('judge-dead');
    expect((await dead.next())!.task.taskId).toBe('held');
    expect(where(await queue.snapshot(), 'held')).toMatchObject({ state: 'leased', judger: 'judge-dead' });

    // It never renews: once its lease is over the task waits again, ahead of the rest.
    const requeued = await waitFor(async () => {
      const location = where(await queue.snapshot(), 'held');
      return location?.state === 'queued' ? location : undefined;
    }, 'the lease to run out');
    expect(requeued).toMatchObject({ position: 1, requeuedFrom: 'judge-dead', leaseExpired: true });
    expect(where(await queue.snapshot(), 'behind')).toMatchObject({ state: 'queued', position: 2 });

    const alive = judge('judge-alive');
    expect((await alive.next())!.task.taskId).toBe('held');
    expect(where(await queue.snapshot(), 'held')).toMatchObject({
      state: 'leased',
      judger: 'judge-alive',
      takenOverFrom: 'judge-dead',
    });
  });
});

describe('queue snapshot (redis only)', () => {
  let client: RedisClient;
  let prefix: string;
  let queue: RedisJudgeQueue;

  beforeEach(async () => {
    client = await connectRedis();
    prefix = randomPrefix();
    queue = new RedisJudgeQueue({ redis: client, prefix });
  });

  afterEach(async () => {
    await queue.close();
    await removePrefix(client, prefix);
    await client.close();
  });

  it('finds a task queued before entries carried their task id', async () => {
    await queue.enqueue(task('new'), 'normal');
    const key = new RedisKeys(prefix).task('normal');
    await client.sendCommand(['XADD', key, '*', 'task', JSON.stringify(task('old')), 'priority', 'normal']);
    const snapshot = await queue.snapshot();
    expect(where(snapshot, 'old')).toMatchObject({ state: 'queued', position: 2 });
    expect(snapshot.depth.normal).toBe(2);
  });

  it('leaves no lease record behind once a task is acknowledged', async () => {
    const keys = new RedisKeys(prefix);
    await queue.enqueue(task('t'), 'normal');
    const source = new RedisTaskSource({ client, consumer: 'judge-a', prefix, blockMs: 200 });
    try {
      const leased = (await source.next())!;
      expect(await client.hLen(keys.leases)).toBe(1);
      await source.ack(leased);
      expect(await client.hLen(keys.leases)).toBe(0);
    } finally {
      await source.close();
    }
  });
});
