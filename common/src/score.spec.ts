import { JudgeCaseMode, ProblemType } from './problem';
import {
  finalScores,
  groupBySubtask,
  isSubtaskMode,
  keepsScores,
  problemTotalScore,
  subtaskScore,
  sumByCaseMode,
} from './score';

describe('finalScores', () => {
  const oi = { type: ProblemType.OI, difficulty: 2, problemId: 'P1000' };
  const acm = { ...oi, type: ProblemType.ACM };
  it.each([
    ['an OI score', oi, 55, { score: 55, oiRankScore: 6 }],
    ['a full OI score', oi, 100, { score: 100, oiRankScore: 12 }],
    ['a zero OI score', oi, 0, { score: 0, oiRankScore: 0 }],
    ['no OI score', oi, null, { score: null, oiRankScore: null }],
    ['a Y problem', { ...oi, problemId: 'Y1' }, 100, { score: 100, oiRankScore: 6 }],
    ['difficulty 0', { ...oi, difficulty: 0 }, 100, { score: 100, oiRankScore: 0 }],
    ['an ACM score', acm, 100, { score: null, oiRankScore: null }],
  ] as const)('%s', (_name, problem, score, expected) => {
    expect(finalScores(problem, score)).toEqual(expected);
  });

  it('keeps scores on OI problems only', () => {
    expect(keepsScores(ProblemType.OI)).toBe(true);
    expect(keepsScores(ProblemType.ACM)).toBe(false);
  });
});

describe('problemTotalScore (HOJ ioScore)', () => {
  const cases = [
    { score: 30, groupNum: 1 },
    { score: 20, groupNum: 1 },
    { score: 25, groupNum: 2 },
    { score: 26, groupNum: 2 },
  ];
  it.each([
    [JudgeCaseMode.DEFAULT, 101],
    [JudgeCaseMode.ERGODIC_WITHOUT_ERROR, 101],
    [JudgeCaseMode.SUBTASK_LOWEST, 45],
    // 25 + 25.5 rounded half up
    [JudgeCaseMode.SUBTASK_AVERAGE, 51],
  ])('%s → %d', (mode, total) => expect(problemTotalScore(mode, cases)).toBe(total));

  it('is 0 without cases', () => {
    expect(problemTotalScore(JudgeCaseMode.SUBTASK_LOWEST, [])).toBe(0);
  });
});

describe('subtaskScore', () => {
  const { SUBTASK_LOWEST: LOWEST, SUBTASK_AVERAGE: AVERAGE } = JudgeCaseMode;
  it.each([
    ['lowest: the lowest case', LOWEST, [30, 0, 20], 0],
    ['lowest: all full', LOWEST, [30, 30], 30],
    ['lowest: a partial case', LOWEST, [40, 20], 20],
    ['average: the mean', AVERAGE, [30, 0, 30], 20],
    ['average: a half rounds up', AVERAGE, [5, 0], 3],
    ['average: below a half rounds down', AVERAGE, [1, 0, 0], 0],
    ['average: 25 + 25 + 0', AVERAGE, [25, 25, 0], 17],
    ['lowest: no cases', LOWEST, [], 0],
    ['average: no cases', AVERAGE, [], 0],
  ] as const)('%s', (_name, mode, scores, expected) => {
    expect(subtaskScore(mode, scores)).toBe(expected);
  });
});

describe('sumByCaseMode', () => {
  // Earned scores, not full ones: the same rule adds up what a submission got.
  const earned = [
    { score: 30, groupNum: 1 },
    { score: 0, groupNum: 1 },
    { score: 25, groupNum: 2 },
    { score: 25, groupNum: 2 },
    { score: 0, groupNum: 2 },
    { score: 10, groupNum: 1 },
  ];
  it.each([
    [JudgeCaseMode.DEFAULT, 90],
    [JudgeCaseMode.ERGODIC_WITHOUT_ERROR, 90],
    [JudgeCaseMode.SUBTASK_LOWEST, 0],
    // group 1: 40 / 3 → 13; group 2: 50 / 3 → 17
    [JudgeCaseMode.SUBTASK_AVERAGE, 30],
  ])('%s → %d', (mode, sum) => expect(sumByCaseMode(mode, earned)).toBe(sum));
});

describe('groupBySubtask', () => {
  it('keeps subtasks in order of first appearance and cases in their order', () => {
    const cases = [
      { seq: 1, groupNum: 2 },
      { seq: 2, groupNum: 1 },
      { seq: 3, groupNum: 2 },
    ];
    expect(groupBySubtask(cases)).toEqual([
      [
        { seq: 1, groupNum: 2 },
        { seq: 3, groupNum: 2 },
      ],
      [{ seq: 2, groupNum: 1 }],
    ]);
  });
});

describe('isSubtaskMode', () => {
  it.each([
    [JudgeCaseMode.SUBTASK_LOWEST, true],
    [JudgeCaseMode.SUBTASK_AVERAGE, true],
    [JudgeCaseMode.DEFAULT, false],
    [JudgeCaseMode.ERGODIC_WITHOUT_ERROR, false],
  ])('%s → %s', (mode, expected) => expect(isSubtaskMode(mode)).toBe(expected));
});
