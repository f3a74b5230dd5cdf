import { describeQueueError } from './judge-queue-errors';

describe('describeQueueError', () => {
  it.each([
    [new Error('ECONNREFUSED'), undefined, 'Judge queue: ECONNREFUSED'],
    [
      new Error("Table 'judge' doesn't exist"),
      { submissionId: 12, taskId: '12:0', next: 'retry' as const },
      "Submission 12 (task 12:0): Table 'judge' doesn't exist; its judge message will be handled again",
    ],
    [
      'lock wait timeout',
      { submissionId: 3, taskId: '3:1', next: 'drop' as const },
      'Submission 3 (task 3:1): lock wait timeout; progress update given up',
    ],
    [
      new Error('down'),
      { taskId: 'TEST_JUDGE_abc', next: 'retry' as const },
      'Test run TEST_JUDGE_abc: down; its judge message will be handled again',
    ],
    [
      new Error('READONLY'),
      { submissionId: 5, taskId: '5:0' },
      'Submission 5 (task 5:0): READONLY; judge message left in the queue for later',
    ],
  ])('%s with %o', (error, context, line) => {
    expect(describeQueueError(error, context)).toBe(line);
  });
});
