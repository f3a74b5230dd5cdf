import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import { canManuallyJudge } from './manual-judge-dialog';

describe('manual judge', () => {
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
