import { isBeingJudged, JUDGE_STATUS_INFO, JudgeStatus } from './status';

/** Statuses an admin may set by hand (seed 1 §4): everything but cancelled, CE and Pending/Compiling/Judging. */
export const MANUAL_JUDGE_STATUSES: readonly number[] = Object.keys(JUDGE_STATUS_INFO)
  .map(Number)
  .filter(
    (status) =>
      !(
        [
          JudgeStatus.CANCELLED,
          JudgeStatus.COMPILE_ERROR,
          JudgeStatus.PENDING,
          JudgeStatus.COMPILING,
          JudgeStatus.JUDGING,
        ] as number[]
      ).includes(status),
  );

/** A submission can be judged by hand unless a judge holds it or it failed to compile (seed 2, submissions admin). */
export function canJudgeByHand(status: number): boolean {
  return !isBeingJudged(status) && status !== JudgeStatus.COMPILE_ERROR;
}
