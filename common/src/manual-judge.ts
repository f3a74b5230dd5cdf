import { isBeingJudged, JUDGE_STATUS_INFO, JudgeStatus } from './status';

/**
 * Statuses an admin may set by hand: any but cancelled, compile error and pending/compiling/judging;
 * the states a submission passes through on its way to a judge (not
 * submitted, submitting, submitted, unknown result) are left out too, as they are no verdict and
 * a submission set to one would look in progress for good. Submitted Failed stays: it is final,
 * and lets the owner resubmit.
 */
const NOT_SET_BY_HAND: readonly number[] = [
  JudgeStatus.CANCELLED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.NOT_SUBMITTED,
  JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
  JudgeStatus.SUBMITTING,
  JudgeStatus.SUBMITTED,
];

export const MANUAL_JUDGE_STATUSES: readonly number[] = Object.keys(JUDGE_STATUS_INFO)
  .map(Number)
  .filter((status) => !NOT_SET_BY_HAND.includes(status));

/** A submission can be judged by hand unless a judge holds it or it failed to compile. */
export function canJudgeByHand(status: number): boolean {
  return !isBeingJudged(status) && status !== JudgeStatus.COMPILE_ERROR;
}
