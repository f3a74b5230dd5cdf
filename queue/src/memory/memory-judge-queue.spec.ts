import type { JudgeMessage, JudgeTask, SubmissionResult } from '@verdict/common';
import { MemoryJudgeQueue } from './memory-judge-queue';

const task = (taskId: string): JudgeTask => ({
  kind: 'test',
  taskId,
  testKey: taskId,
  language: 'C',
  code: '',
  input: '',
  enqueuedAt: 0,
  problem: {
    id: 1,
    displayId: 'P1',
    testdataVersion: '1',
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    isRemoveEndBlank: true,
    isFileIO: false,
  },
});
const result = (taskId: string, status: number, attempt = 1): SubmissionResult => ({
  type: 'result',
  taskId,
  submissionId: 1,
  attempt,
  judger: 'j',
  status,
  score: 0,
  timeMs: 0,
  memoryKb: 0,
  cases: [],
});

describe('MemoryJudgeQueue', () => {
  let queue: MemoryJudgeQueue;
  afterEach(() => queue.close());

  it('serves priorities in order and hands released tasks back first', async () => {
    queue = new MemoryJudgeQueue();
    await queue.enqueue(task('normal'), 'normal');
    await queue.enqueue(task('rejudge'), 'rejudge');
    await queue.enqueue(task('contest'), 'contest');
    await queue.enqueue(task('test'), 'test');
    const source = queue.taskSource();
    const first = (await source.next())!;
    expect(first.task.taskId).toBe('test');
    await source.release(first);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const leased = (await source.next())!;
      ids.push(leased.task.taskId);
      await source.ack(leased);
    }
    expect(ids).toEqual(['test', 'contest', 'normal', 'rejudge']);
    expect(await queue.liveTaskIds()).toEqual(new Set());
  });

  it('re-delivers a task whose lease ran out, and resolves a waiting next() on enqueue or abort', async () => {
    queue = new MemoryJudgeQueue({ leaseMs: 50 });
    const source = queue.taskSource();
    const waiting = source.next();
    await queue.enqueue(task('a'), 'normal');
    const first = (await waiting)!;
    expect(first.task.taskId).toBe('a');
    expect(first.takenOver).toBeUndefined();
    const again = (await source.next())!; // lease of the first delivery expired
    expect(again.task.taskId).toBe('a');
    expect(again.takenOver).toBe(true);
    // Renewing the first delivery's lease finds it gone.
    expect(await source.extendLease(first)).toBe(false);
    const controller = new AbortController();
    const idle = source.next(controller.signal);
    controller.abort();
    expect(await idle).toBeNull();
  });

  it('delivers results at least once and only the first final result of an attempt', async () => {
    // The failed one is retried after its delay; the rejudge's result does not wait for it.
    queue = new MemoryJudgeQueue({ retryDelayMs: 10 });
    const seen: JudgeMessage[] = [];
    let failOnce = true;
    queue.consumeResults(async (message) => {
      if (failOnce) {
        failOnce = false;
        throw new Error('transient');
      }
      seen.push(message);
    });
    const sink = queue.resultSink();
    await sink.publish(result('x', 0));
    await sink.publish(result('x', -1)); // the same attempt judged twice: ignored
    await sink.publish(result('x', -1, 2)); // a rejudge is a new result
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.map((m) => [(m as SubmissionResult).attempt, (m as SubmissionResult).status])).toEqual([
      [2, -1],
      [1, 0],
    ]);
  });
});
