import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import { canResubmit } from './can-resubmit';

describe('canResubmit', () => {
  it.each([
    ['the owner, Submitted Failed', 'u1', JudgeStatus.SUBMITTED_FAILED, true],
    ['another user, Submitted Failed', 'u2', JudgeStatus.SUBMITTED_FAILED, false],
    ['a visitor, Submitted Failed', undefined, JudgeStatus.SUBMITTED_FAILED, false],
    ['the owner, System Error', 'u1', JudgeStatus.SYSTEM_ERROR, false],
    ['the owner, Submitting', 'u1', JudgeStatus.SUBMITTING, false],
    ['the owner, Wrong Answer', 'u1', JudgeStatus.WRONG_ANSWER, false],
  ])('%s: %s', (_case, viewer, status, expected) => {
    expect(canResubmit({ uid: 'u1', status }, viewer)).toBe(expected);
  });
});
