import { isBeingJudged, isFinalStatus, isInProgressStatus, JudgeStatus } from './status';
import { canJudgeByHand, MANUAL_JUDGE_STATUSES } from './manual-judge';

const { PENDING, COMPILING, JUDGING, SUBMITTING, ACCEPTED, COMPILE_ERROR, CANCELLED, SUBMITTED_FAILED } =
  JudgeStatus;

describe('in-progress statuses', () => {
  it.each([
    [PENDING, true, false],
    [COMPILING, true, true],
    [JUDGING, true, true],
    [SUBMITTING, true, false],
    [ACCEPTED, false, false],
    [CANCELLED, false, false],
    [SUBMITTED_FAILED, false, false],
  ])('status %i: in progress %s, held by a judge %s', (status, inProgress, held) => {
    expect(isInProgressStatus(status)).toBe(inProgress);
    expect(isFinalStatus(status)).toBe(!inProgress);
    expect(isBeingJudged(status)).toBe(held);
  });
});

describe('manual judge', () => {
  it('sets any status but cancelled, compile error, pending, compiling and judging', () => {
    for (const status of [CANCELLED, COMPILE_ERROR, PENDING, COMPILING, JUDGING]) {
      expect(MANUAL_JUDGE_STATUSES).not.toContain(status);
    }
    expect(MANUAL_JUDGE_STATUSES).toEqual(expect.arrayContaining([ACCEPTED, SUBMITTED_FAILED, SUBMITTING]));
  });

  it.each([
    [PENDING, true],
    [ACCEPTED, true],
    [CANCELLED, true],
    [COMPILING, false],
    [JUDGING, false],
    [COMPILE_ERROR, false],
  ])('a submission in status %i can be judged by hand: %s', (status, allowed) => {
    expect(canJudgeByHand(status)).toBe(allowed);
  });
});
