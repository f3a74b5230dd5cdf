import { JudgeCaseMode, ProblemType } from './problem';
import { finalScores, keepsScores, problemTotalScore } from './score';

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
