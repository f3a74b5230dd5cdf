import { JudgeStatus } from '@verdict/common';
import { trainingCellOf, type CellSubmission } from './training-cell';

const AC = JudgeStatus.ACCEPTED;
const WA = JudgeStatus.WRONG_ANSWER;
const PENDING = JudgeStatus.PENDING;

const row = (submitId: number, status: number, time: number | null = 10, score: number | null = null) =>
  ({ submitId, status, time, score }) satisfies CellSubmission;

describe('trainingCellOf', () => {
  it.each([
    ['nothing submitted', [], null],
    ['only in progress', [row(1, PENDING, null)], null],
    [
      'the latest final result when nothing is accepted',
      [row(1, WA, 5), row(3, JudgeStatus.TIME_LIMIT_EXCEEDED, 1000), row(2, WA, 7)],
      { solved: false, status: JudgeStatus.TIME_LIMIT_EXCEEDED, score: null, runTime: 1000 },
    ],
    [
      'solved with the fastest accepted run, whatever came after',
      [row(1, AC, 30, 100), row(2, AC, 12, 100), row(3, WA, 1)],
      { solved: true, status: AC, score: 100, runTime: 12 },
    ],
    [
      'a pending rejudge leaves the other final results',
      [row(1, PENDING, null), row(2, WA, 9)],
      { solved: false, status: WA, score: null, runTime: 9 },
    ],
  ])('%s', (_name, submissions, expected) => {
    expect(trainingCellOf(submissions)).toEqual(expected);
  });
});
