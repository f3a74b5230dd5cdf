import { spreadScores } from './spread-scores';

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
