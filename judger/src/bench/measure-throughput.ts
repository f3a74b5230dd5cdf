import { createHash } from 'node:crypto';
import { join } from 'node:path';
import {
  findLanguage,
  type JudgeMessage,
  type JudgeProblemSpec,
  type TestdataManifest,
  type TestdataSource,
} from '@verdict/common';
import pino from 'pino';
import { MemoryJudgeQueue } from '@verdict/queue';
import { startJudger } from '../start-judger';
import type { Sandbox } from '../sandbox/sandbox';

const FILES: Record<string, string> = {
  '1.in': '1 2\n',
  '1.out': '3\n',
  '2.in': '1000000 2000000\n',
  '2.out': '3000000\n',
};
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A+B served from memory, as the API would serve it. */
const aPlusB: TestdataSource = {
  manifest: async (): Promise<TestdataManifest> => ({
    problemId: 1,
    version: 'bench-1',
    judgeMode: 'default',
    judgeCaseMode: 'default',
    cases: [
      { caseId: 1, inputName: '1.in', outputName: '1.out', score: 50, groupNum: 1 },
      { caseId: 2, inputName: '2.in', outputName: '2.out', score: 50, groupNum: 1 },
    ],
    sha256: Object.fromEntries(Object.entries(FILES).map(([name, text]) => [name, sha(text)])),
  }),
  file: async (_id, _version, name) => Buffer.from(FILES[name]),
};

const PROBLEM: JudgeProblemSpec = {
  id: 1,
  displayId: 'A+B',
  testdataVersion: 'bench-1',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  isRemoveEndBlank: true,
  isFileIO: false,
};

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
  const code = findLanguage(language)!.template;
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
