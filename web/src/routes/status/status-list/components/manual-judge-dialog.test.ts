import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import { canManuallyJudge, MANUAL_VERDICTS } from './manual-judge-dialog';

describe('manual judge', () => {
  it('offers only real verdicts (seed 1 §4: not -4, -2, 5, 6, 7, nor a state on the way to a judge)', () => {
    expect([...MANUAL_VERDICTS].sort((a, b) => a - b)).toEqual([-3, -1, 0, 1, 2, 3, 4, 8]);
  });

  it.each([
    [JudgeStatus.WRONG_ANSWER, true, true],
    [JudgeStatus.PENDING, true, true],
    [JudgeStatus.JUDGING, true, false],
    [JudgeStatus.COMPILING, true, false],
    [JudgeStatus.COMPILE_ERROR, true, false],
    [JudgeStatus.ACCEPTED, false, false],
  ])('status %i, super admin %s: allowed %s', (status, superAdmin, allowed) => {
    expect(canManuallyJudge(status, superAdmin)).toBe(allowed);
  });
});
