import { createHash } from 'node:crypto';
import type { JudgeProblemSpec, TestdataManifest, TestdataSource } from '@verdict/common';

const FILES: Record<string, string> = {
  '1.in': '1 2\n',
  '1.out': '3\n',
  '2.in': '1000000 2000000\n',
  '2.out': '3000000\n',
};
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** A+B served from memory, as the API would serve it. */
export const aPlusB: TestdataSource = {
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

export const A_PLUS_B: JudgeProblemSpec = {
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
