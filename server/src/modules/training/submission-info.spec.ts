import { JudgeStatus } from '@verdict/common';
import { submissionInfoOf } from './submission-info';
import type { TrainingCell } from './training-cell';

const AC = JudgeStatus.ACCEPTED;
const WA = JudgeStatus.WRONG_ANSWER;

const cell = (
  solved: boolean,
  status: number,
  runTime: number | null,
  score: number | null = null,
): TrainingCell => ({
  solved,
  status,
  score,
  runTime,
});

const displayIds = new Map([
  [1, 'A'],
  [2, 'B'],
]);

describe('submissionInfoOf', () => {
  it.each([
    ['no progress', undefined, {}],
    ['nothing submitted', new Map<number, TrainingCell>(), {}],
    [
      'cells keyed by display id, without the solved flag',
      new Map([
        [1, cell(true, AC, 12, 100)],
        [2, cell(false, WA, 3)],
      ]),
      { A: { status: AC, score: 100, runTime: 12 }, B: { status: WA, score: null, runTime: 3 } },
    ],
    ['a problem no longer in the training left out', new Map([[9, cell(true, AC, 1)]]), {}],
  ])('%s', (_name, cells, expected) => {
    expect(submissionInfoOf(cells, displayIds)).toEqual(expected);
  });
});
