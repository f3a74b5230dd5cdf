import { normalizeJudgeCaseMode, oiRankScore } from './problem';

describe('oiRankScore', () => {
  it.each([
    [100, 0, 'P1000', 0],
    [100, 1, 'P1000', 10],
    [100, 2, 'P1000', 12],
    [100, 7, 'P1000', 22],
    [55, 3, 'P1000', 7],
    [100, 1, 'Y1000', 5],
    [100, 4, 'Y1000', 8],
    [0, 5, 'P1', 0],
  ])('score %i at difficulty %i for %s is %i', (score, difficulty, displayId, expected) => {
    expect(oiRankScore(score, difficulty, displayId)).toBe(expected);
  });
});

describe('normalizeJudgeCaseMode', () => {
  it("accepts the seeds' subtask_sum as subtask_average", () => {
    expect(normalizeJudgeCaseMode('subtask_sum')).toBe('subtask_average');
    expect(normalizeJudgeCaseMode('ergodic_without_error')).toBe('ergodic_without_error');
    expect(normalizeJudgeCaseMode('stop_at_first')).toBeUndefined();
  });
});
