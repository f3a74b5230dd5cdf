import type { JudgeMessage, JudgeQueueDriver, JudgerHeartbeat } from '@verdict/common';
import { HEARTBEAT_EXPIRE_MS } from '../src/judger-status';
import { MemoryJudgeQueue } from '../src/memory/memory-judge-queue';
import { RedisJudgeQueue } from '../src/redis/redis-judge-queue';
import type { RedisClient } from '../src/redis/redis-client';
import { result, task } from './utils/messages';
import { connectRedis, randomPrefix, removePrefix } from './utils/redis-test-env';
import { waitFor } from './utils/wait-for';

const heartbeat = (name: string, lastSeen: number): JudgerHeartbeat => ({
  name,
  version: '0.1.0',
  cores: 2,
  maxTasks: 1,
  runningTasks: 1,
  languages: ['C'],
  disabledLanguages: [],
  sandbox: 'namespace',
  startedAt: 1,
  lastSeen,
});

/** What the server relies on, the same from both drivers. */
describe.each(['memory', 'redis'] as const)('queue driver contract (%s)', (kind) => {
  let client: RedisClient;
  let prefix: string;
  let queue: JudgeQueueDriver;

  beforeEach(async () => {
    if (kind === 'memory') {
      queue = new MemoryJudgeQueue();
      return;
    }
    client = await connectRedis();
    prefix = randomPrefix();
    queue = new RedisJudgeQueue({ redis: client, prefix });
  });

  afterEach(async () => {
    await queue.close();
    if (kind === 'redis') {
      await removePrefix(client, prefix);
      await client.close();
    }
  });

  it('connects an in-process judger: tasks in, results out, heartbeats listed', async () => {
    const seen: JudgeMessage[] = [];
    queue.consumeResults(async (message) => {
      seen.push(message);
    });
    const judger = await queue.connectJudger('in-process');
    try {
      await queue.enqueue(task('t1'), 'normal');
      const leased = (await judger.source.next())!;
      expect(leased.task.taskId).toBe('t1');
      expect(judger.source.leaseMs).toBeGreaterThan(0);
      await judger.sink.publish(result('t1'));
      await judger.source.ack(leased);
      await waitFor(() => (seen.length > 0 ? true : undefined), 'the result');
      await judger.registry.publish(heartbeat('in-process', Date.now()));
      expect((await queue.judgers()).map((j) => [j.name, j.online])).toEqual([['in-process', true]]);
      await judger.registry.remove('in-process');
      expect(await queue.judgers()).toEqual([]);
    } finally {
      await judger.close();
    }
  });

  it('forgets a judger silent for minutes, keeps the one seen a minute ago with its last-seen time', async () => {
    const judger = await queue.connectJudger('observer');
    try {
      const now = Date.now();
      await judger.registry.publish(heartbeat('killed', now - HEARTBEAT_EXPIRE_MS - 1000));
      await judger.registry.publish(heartbeat('quiet', now - 60_000));
      expect((await queue.judgers()).map((j) => [j.name, j.online, j.lastSeen])).toEqual([
        ['quiet', false, now - 60_000],
      ]);
    } finally {
      await judger.close();
    }
  });
});
