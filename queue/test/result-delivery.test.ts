import type { JudgeMessage, JudgeQueueErrorContext, JudgeResultSink, JudgeTaskQueue } from '@verdict/common';
import { MemoryJudgeQueue } from '../src/memory/memory-judge-queue';
import { RedisJudgeQueue } from '../src/redis/redis-judge-queue';
import { RedisResultSink } from '../src/redis/redis-result-sink';
import type { RedisClient } from '../src/redis/redis-client';
import { progress, result } from './utils/messages';
import { connectRedis, randomPrefix, removePrefix } from './utils/redis-test-env';
import { waitFor } from './utils/wait-for';

interface Logged {
  error: unknown;
  context?: JudgeQueueErrorContext;
}
interface Rig {
  queue: JudgeTaskQueue;
  sink: JudgeResultSink;
}
type OnError = (error: unknown, context?: Logged['context']) => void;

describe.each(['memory', 'redis'] as const)('result delivery under failing handlers (%s queue)', (kind) => {
  let client: RedisClient;
  let prefix: string;
  let rig: Rig | undefined;
  const logged: Logged[] = [];

  function start(onError: OnError): Rig {
    if (kind === 'memory') {
      const queue = new MemoryJudgeQueue({ retryDelayMs: 50, onError });
      return { queue, sink: queue.resultSink() };
    }
    const queue = new RedisJudgeQueue({ redis: client, prefix, retryDelayMs: 50, onError });
    return { queue, sink: new RedisResultSink(client, prefix) };
  }

  beforeEach(async () => {
    logged.length = 0;
    if (kind === 'redis') {
      client = await connectRedis();
      prefix = randomPrefix();
    }
    rig = start((error, context) => logged.push({ error, context }));
  });

  afterEach(async () => {
    await rig?.queue.close();
    if (kind === 'redis') {
      await removePrefix(client, prefix);
      await client.close();
    }
  });

  it('hands a verdict on while the progress entries before it hang and fail', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const handled: string[] = [];
    rig!.queue.consumeResults(async (message: JudgeMessage) => {
      if (message.type === 'progress') {
        await gate; // a database lock wait
        throw new Error('Lock wait timeout exceeded');
      }
      handled.push(message.taskId);
    });
    for (let i = 1; i <= 3; i++) await rig!.sink.publish(progress('stuck', 1, i));
    await rig!.sink.publish(result('fresh', 0, 2));
    try {
      await waitFor(
        () => (handled.includes('fresh') ? true : undefined),
        'the verdict behind the stuck progress',
        15000,
      );
    } finally {
      open();
    }
  });

  it('logs every failure with its submission id, retries a verdict until it lands, drops a failing progress update', async () => {
    let verdictFailures = 2;
    const handled: JudgeMessage[] = [];
    rig!.queue.consumeResults(async (message: JudgeMessage) => {
      if (message.type === 'progress') throw new Error('progress table gone');
      if (verdictFailures-- > 0) throw new Error('database down');
      handled.push(message);
    });
    await rig!.sink.publish(progress('p', 11, 1));
    await rig!.sink.publish(result('v', 0, 12));
    await waitFor(() => (handled.length > 0 ? true : undefined), 'the verdict after two failures');
    await waitFor(
      () =>
        logged.some((l) => l.context?.submissionId === 11 && l.context.next === 'drop') ? true : undefined,
      'the progress update given up',
    );
    expect(logged.filter((l) => l.context?.submissionId === 12).map((l) => l.context?.next)).toEqual([
      'retry',
      'retry',
    ]);
    expect(logged.every((l) => l.context?.submissionId === 11 || l.context?.submissionId === 12)).toBe(true);
    expect(handled.map((m) => m.taskId)).toEqual(['v']);
  });
});
