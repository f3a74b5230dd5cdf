import { join } from 'node:path';
import { findLanguage, type JudgeMessage } from '@verdict/common';
import { MemoryJudgeQueue } from '@verdict/queue';
import pino from 'pino';
import { startJudger } from '../start-judger';
import type { Sandbox } from '../sandbox/sandbox';
import { A_PLUS_B as PROBLEM, aPlusB } from './a-plus-b';

export interface ThroughputFigure {
  language: string;
  submissions: number;
  workers: number;
  seconds: number;
  perSecond: number;
  allAccepted: boolean;
}

/** N A+B submissions through the embedded queue and `workers` parallel workers, end to end. */
export async function measureThroughput(
  sandbox: Sandbox,
  dir: string,
  language: string,
  submissions = 100,
  workers = 2,
): Promise<ThroughputFigure> {
  const queue = new MemoryJudgeQueue();
  const judger = await startJudger({
    name: 'bench',
    source: queue.taskSource(),
    sink: queue.resultSink(),
    testdata: aPlusB,
    workDir: join(dir, 'work'),
    cacheDir: join(dir, 'cache'),
    parallel: workers,
    sandbox,
    languages: [language],
    selfTest: false,
    logger: pino({ level: 'silent' }),
  });
  const finals: JudgeMessage[] = [];
  const done = new Promise<void>((resolve) =>
    queue.consumeResults(async (message) => {
      if (message.type !== 'result') return;
      finals.push(message);
      if (finals.length === submissions) resolve();
    }),
  );
  const code = findLanguage(language)!.aPlusB;
  const start = process.hrtime.bigint();
  for (let i = 0; i < submissions; i++) {
    await queue.enqueue(
      {
        kind: 'submission',
        taskId: `bench-${i}`,
        submissionId: i,
        attempt: 1,
        language,
        code,
        problem: PROBLEM,
        enqueuedAt: Date.now(),
      },
      'normal',
    );
  }
  await done;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  await judger.stop();
  await queue.close();
  return {
    language,
    submissions,
    workers,
    seconds,
    perSecond: submissions / seconds,
    allAccepted: finals.every((m) => m.type === 'result' && m.status === 0),
  };
}
