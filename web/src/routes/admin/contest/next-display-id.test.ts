import { describe, expect, it } from 'vitest';
import { nextDisplayId } from './next-display-id';

describe('nextDisplayId', () => {
  it.each([
    [[], 'A'],
    [['A'], 'B'],
    [['A', 'C'], 'B'],
    [['b', ' a '], 'C'],
    [['A1', 'A2'], 'A'],
    [Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i)), ''],
  ])('after %j proposes %j', (taken, next) => {
    expect(nextDisplayId(taken)).toBe(next);
  });
});
