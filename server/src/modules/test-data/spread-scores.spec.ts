import { spreadScores, totalScore } from './spread-scores';

describe('spreadScores', () => {
  it.each([
    [0, 100, []],
    [1, 100, [100]],
    [3, 100, [33, 33, 34]],
    [4, 100, [25, 25, 25, 25]],
    [7, 100, [14, 14, 14, 14, 14, 15, 15]],
    [3, 10, [3, 3, 4]],
    [200, 100, [...Array<number>(100).fill(0), ...Array<number>(100).fill(1)]],
  ])('spreads %i cases over %i points', (count, total, expected) => {
    const scores = spreadScores(count, total);
    expect(scores).toEqual(expected);
    expect(scores.reduce((a, b) => a + b, 0)).toBe(count === 0 ? 0 : total);
  });
});

describe('totalScore', () => {
  const cases = [
    { score: 10, groupNum: 1 },
    { score: 20, groupNum: 1 },
    { score: 30, groupNum: 2 },
    { score: 45, groupNum: 2 },
  ];
  it.each([
    ['default', 105],
    ['ergodic_without_error', 105],
    ['subtask_lowest', 40],
    ['subtask_average', 15 + 38],
  ])('%s', (mode, expected) => {
    expect(totalScore(cases, mode)).toBe(expected);
  });
});
