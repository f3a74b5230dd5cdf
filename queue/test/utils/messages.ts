import type { JudgeProblemSpec, JudgeProgress, JudgeTask, SubmissionResult } from '@verdict/common';

const problem: JudgeProblemSpec = {
  id: 1001,
  displayId: 'A+B',
  testdataVersion: 'v1',
  type: 0,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  timeLimitMs: 500,
  memoryLimitMb: 128,
  stackLimitMb: 128,
  isRemoveEndBlank: true,
  isFileIO: false,
};

export const task = (taskId: string): JudgeTask => ({
  kind: 'submission',
  taskId,
  submissionId: 1,
  attempt: 1,
  language: 'C',
  code: '',
  problem,
  enqueuedAt: 0,
});

export const progress = (taskId: string, submissionId = 1, casesDone = 1): JudgeProgress => ({
  type: 'progress',
  taskId,
  submissionId,
  attempt: 1,
  status: 7,
  judger: 'j',
  casesDone,
  casesTotal: 9,
});

export const result = (taskId: string, status = 0, submissionId = 1): SubmissionResult => ({
  type: 'result',
  taskId,
  submissionId,
  attempt: 1,
  judger: 'j',
  status,
  score: 0,
  timeMs: 0,
  memoryKb: 0,
  cases: [],
});
