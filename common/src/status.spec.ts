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
  it('sets verdicts and Submitted Failed only: not cancelled, compile error, or a state on the way to a judge', () => {
    expect([...MANUAL_JUDGE_STATUSES].sort((a, b) => a - b)).toEqual([
      -3,
      -1,
      0,
      1,
      2,
      3,
      4,
      8,
      SUBMITTED_FAILED,
    ]);
    for (const status of [CANCELLED, COMPILE_ERROR, PENDING, COMPILING, JUDGING, SUBMITTING]) {
      expect(MANUAL_JUDGE_STATUSES).not.toContain(status);
    }
    expect(MANUAL_JUDGE_STATUSES).toContain(ACCEPTED);
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
