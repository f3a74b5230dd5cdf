import { describe, expect, it } from 'vitest';
import { limitsApplyAsStated } from './problem-limits';

describe('limitsApplyAsStated', () => {
  it('keeps Codeforces-style and remote problems at their stated limits', () => {
    expect(limitsApplyAsStated('CF-1000A')).toBe(true);
    expect(limitsApplyAsStated('gym-102000B')).toBe(true);
    expect(limitsApplyAsStated('P1000', true)).toBe(true);
  });
  it('doubles the limits of local problems for other languages', () => {
    expect(limitsApplyAsStated('P1000')).toBe(false);
    expect(limitsApplyAsStated('CFX-1')).toBe(false);
  });
});
