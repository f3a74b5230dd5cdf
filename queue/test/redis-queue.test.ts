import { getEventListeners } from 'node:events';
import type { JudgeMessage, SubmissionResult } from '@verdict/common';
import { RedisJudgeQueue } from '../src/redis/redis-judge-queue';
import { RedisResultSink } from '../src/redis/redis-result-sink';
import { RedisTaskSource } from '../src/redis/redis-task-source';
import { RedisJudgerRegistry, listJudgers } from '../src/redis/redis-registry';
import type { RedisClient } from '../src/redis/redis-client';
import { progress, result, task } from './utils/messages';
import { connectRedis, randomPrefix, removePrefix } from './utils/redis-test-env';

describe('Redis judge queue', () => {
  let client: RedisClient;
  let prefix: string;
  const closers: { close(): Promise<void> }[] = [];
  const source = (consumer: string, leaseMs = 60000) => {
    const s = new RedisTaskSource({ client, consumer, prefix, leaseMs, blockMs: 200 });
    closers.push(s);
    return s;
  };
  const queue = (options: Partial<ConstructorParameters<typeof RedisJudgeQueue>[0]> = {}) => {
    const q = new RedisJudgeQueue({ redis: client, prefix, retryDelayMs: 200, ...options });
    closers.push(q);
    return q;
  };

  beforeEach(async () => {
    client = await connectRedis();
    prefix = randomPrefix();
  });

  afterEach(async () => {
    for (const c of closers.splice(0)) await c.close();
    await removePrefix(client, prefix);
    await client.close();
  });

  it('delivers tasks by priority: test, contest, normal, rejudge', async () => {
    const q = queue();
    await q.enqueue(task('n'), 'normal');
    await q.enqueue(task('r'), 'rejudge');
    await q.enqueue(task('t'), 'test');
    await q.enqueue(task('c'), 'contest');
    const s = source('a');
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const leased = (await s.next())!;
      order.push(leased.task.taskId);
      await s.ack(leased);
    }
    expect(order).toEqual(['t', 'c', 'n', 'r']);
    expect(await q.liveTaskIds()).toEqual(new Set());
  });

  it('wakes a waiting judger as soon as a task arrives', async () => {
    const s = source('a');
    const waiting = s.next();
    await queue().enqueue(task('late'), 'test');
    expect((await waiting)!.task.taskId).toBe('late');
  });

  it('lets another judger take a task whose lease expired, and keeps renewed leases', async () => {
    const q = queue();
    await q.enqueue(task('x'), 'normal');
    const dead = source('dead', 1500);
    const taken = (await dead.next())!;
    expect(taken.takenOver).toBeUndefined();
    expect(await dead.extendLease(taken)).toBe(true);
    expect(await q.liveTaskIds()).toEqual(new Set(['x']));
    const other = source('other', 1500);
    const controller = new AbortController();
    // renewed lease: not taken over while the owner keeps renewing
    const renew = setInterval(() => void dead.extendLease(taken), 100);
    const early = other.next(controller.signal);
    await new Promise((r) => setTimeout(r, 3500));
    controller.abort();
    expect(await early).toBeNull();
    clearInterval(renew);
    // the owner stops renewing (killed): the task moves
    const stolen = (await other.next())!;
    expect(stolen.task.taskId).toBe('x');
    expect(stolen.takenOver).toBe(true);
    // The dead judger's late renewal learns the task is no longer its own.
    expect(await dead.extendLease(taken)).toBe(false);
    await other.ack(stolen);
    expect(await q.liveTaskIds()).toEqual(new Set());
  });

  it('leaves no abort listener behind per task (no MaxListenersExceededWarning)', async () => {
    const q = queue();
    const s = source('a');
    const controller = new AbortController();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      for (let i = 0; i < 15; i++) {
        const next = s.next(controller.signal); // a free worker waits for the next task
        await q.enqueue(task(`t${i}`), 'normal');
        await s.ack((await next)!);
      }
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on a later tick
    } finally {
      process.off('warning', onWarning);
    }
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  });

  it('serves waits that come right one after another', async () => {
    const q = queue();
    await q.enqueue(task('one'), 'normal');
    await q.enqueue(task('two'), 'normal');
    const s = source('a');
    // The second wait starts while the reader that served the first is still winding down.
    expect((await s.next())!.task.taskId).toBe('one');
    expect((await s.next())!.task.taskId).toBe('two');
  });

  it('a lease renewal never takes back a task another judger took over', async () => {
    const q = queue();
    await q.enqueue(task('slow'), 'normal');
    const stalled = source('stalled', 500);
    const leased = (await stalled.next())!;
    await new Promise((r) => setTimeout(r, 700)); // stalled past its lease
    const other = source('other', 500);
    expect((await other.next())!.task.taskId).toBe('slow');
    await stalled.extendLease(leased); // the stalled judger wakes up and renews
    const owners = (await client.sendCommand([
      'XPENDING',
      `${prefix}verdict:judge:tasks:normal`,
      'verdict-judgers',
      '-',
      '+',
      '10',
    ])) as [string, string][];
    expect(owners.map(([, consumer]) => consumer)).toEqual(['other']);
  });

  it('a judger with free slots takes every expired lease at once, before new tasks', async () => {
    const q = queue();
    await q.enqueue(task('lost-1'), 'normal');
    await q.enqueue(task('lost-2'), 'normal');
    const dead = source('dead', 1000);
    await dead.next();
    await dead.next(); // both leased by a judger that then dies: nobody renews them
    await q.enqueue(task('fresh'), 'normal');
    await new Promise((r) => setTimeout(r, 1200)); // the leases run out
    const other = source('other', 1000);
    const taken = await Promise.all([other.next(), other.next()]);
    expect(taken.map((leased) => leased!.task.taskId).sort()).toEqual(['lost-1', 'lost-2']);
  });

  it('drops an unreadable entry instead of jamming the queue', async () => {
    await client.sendCommand([
      'XGROUP',
      'CREATE',
      `${prefix}verdict:judge:tasks:normal`,
      'verdict-judgers',
      '0',
      'MKSTREAM',
    ]);
    await client.sendCommand(['XADD', `${prefix}verdict:judge:tasks:normal`, '*', 'task', '{not json']);
    await queue().enqueue(task('good'), 'normal');
    expect((await source('a').next())!.task.taskId).toBe('good');
    // the bad entry is gone from the stream (only the leased good one is left)
    expect(Number(await client.sendCommand(['XLEN', `${prefix}verdict:judge:tasks:normal`]))).toBe(1);
  });

  it('release hands the task to the next judger', async () => {
    await queue().enqueue(task('y'), 'contest');
    const a = source('a');
    const leased = (await a.next())!;
    await a.release(leased);
    const again = (await source('b').next())!;
    expect(again.task.taskId).toBe('y');
  });

  it('delivers results once acknowledged, keeps only the first final result, retries a failing handler', async () => {
    const q = queue();
    const sink = new RedisResultSink(client, prefix);
    const seen: JudgeMessage[] = [];
    let failures = 1;
    const allSeen = new Promise<void>((resolve) => {
      q.consumeResults(async (message) => {
        if (message.type === 'result' && failures-- > 0) throw new Error('database down');
        seen.push(message);
        if (message.type === 'result') resolve();
      });
    });
    await sink.publish(progress('z'));
    await sink.publish(result('z', 0));
    await sink.publish(result('z', 1)); // duplicate delivery of the task judged again: ignored
    await allSeen;
    await new Promise((r) => setTimeout(r, 500));
    expect(seen.map((m) => m.type)).toEqual(['progress', 'result']);
    expect((seen[1] as SubmissionResult).status).toBe(0);
  });

  it('recovers when Redis loses its data (groups recreated) and after a dropped connection', async () => {
    const q = queue();
    const s = source('a');
    await q.enqueue(task('before'), 'normal');
    await s.ack((await s.next())!);
    await removePrefix(client, prefix); // what a Redis restart without persistence looks like
    const waiting = s.next();
    await new Promise((r) => setTimeout(r, 300));
    await queue().enqueue(task('after-loss'), 'normal');
    expect((await waiting)!.task.taskId).toBe('after-loss');
    // drop the shared connection under the source: node-redis reconnects, the source carries on
    const id = String(await client.sendCommand(['CLIENT', 'ID']));
    await client.sendCommand(['CLIENT', 'KILL', 'ID', id]).catch(() => undefined);
    await queue().enqueue(task('after-blip'), 'normal');
    expect((await s.next())!.task.taskId).toBe('after-blip');
  });

  it('keeps a heartbeat registry for the dashboard', async () => {
    const registry = new RedisJudgerRegistry(client, prefix);
    const beat = {
      name: 'judge-1',
      version: '0.1.0',
      cores: 2,
      maxTasks: 2,
      runningTasks: 1,
      languages: ['C'],
      disabledLanguages: [],
      sandbox: 'namespace',
      startedAt: 1,
      lastSeen: Date.now(),
    };
    await registry.publish(beat);
    await registry.publish({ ...beat, name: 'judge-0', lastSeen: Date.now() - 60000 });
    const judgers = await listJudgers(client, prefix);
    expect(judgers.map((j) => [j.name, j.online])).toEqual([
      ['judge-0', false],
      ['judge-1', true],
    ]);
    await registry.remove('judge-1');
    expect((await listJudgers(client, prefix)).map((j) => j.name)).toEqual(['judge-0']);
  });

  it('forgets a judger not seen for minutes, and tells when each was last seen', async () => {
    const registry = new RedisJudgerRegistry(client, prefix);
    const beat = {
      name: 'alive',
      version: '0.1.0',
      cores: 2,
      maxTasks: 1,
      runningTasks: 1,
      languages: ['C'],
      disabledLanguages: [],
      sandbox: 'namespace',
      startedAt: 1,
    };
    const now = Date.now();
    await registry.publish({ ...beat, lastSeen: now });
    await registry.publish({ ...beat, name: 'stopping', lastSeen: now - 60_000 });
    await registry.publish({ ...beat, name: 'killed', lastSeen: now - 10 * 60_000 });
    const judgers = await listJudgers(client, prefix);
    expect(judgers.map((j) => [j.name, j.online, j.lastSeen])).toEqual([
      ['alive', true, now],
      ['stopping', false, now - 60_000],
    ]);
    // gone from Redis too, not only from the list
    expect(await client.hKeys(`${prefix}verdict:judge:registry`)).not.toContain('killed');
  });
});
