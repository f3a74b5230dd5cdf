import { RANK_PERIOD_DAYS, type RankPeriodValue } from './api/rank';
import { IN_PROGRESS_STATUSES, JudgeStatus, isInProgressStatus, type JudgeStatusCode } from './status';

/**
 * The figures a user is measured by — Submissions and Solved on the user home, the heatmap, the
 * rank's Total and AC, the 7-day AC rank — all count the same submissions: practice ones (outside
 * contests and groups, never a problem package's verification run) that have a verdict. A
 * submission still being judged has none yet, and a cancelled one has none any more; both count
 * nowhere. The server narrows the scope; these are the rules on the verdict and the rate.
 */
export const UNCOUNTED_STATUSES: readonly JudgeStatusCode[] = [
  ...IN_PROGRESS_STATUSES,
  JudgeStatus.CANCELLED,
];

/** Whether a submission with this status counts in the user figures (see `UNCOUNTED_STATUSES`). */
export function hasCountedVerdict(status: number): boolean {
  return !isInProgressStatus(status) && status !== JudgeStatus.CANCELLED;
}

/**
 * The AC rate of a user, as HOJ's ACM rank gives it: problems solved over counted submissions, in
 * percent rounded to two decimals; 0 without submissions. The rank and the user home both show it.
 */
export function acRate(solved: number, submissions: number): number {
  return submissions > 0 ? Math.round((solved / submissions) * 10_000) / 100 : 0;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 UTC: the days the rank, the 7-day AC rank and the heatmap are kept by. */
export function utcDayOf(time: Date | number): number {
  return Math.floor((typeof time === 'number' ? time : time.getTime()) / DAY_MS);
}

/**
 * The first UTC day a rank period counts (today and the period's days before it), or null for the
 * whole history. The heatmap's "last year" is the year period.
 */
export function rankPeriodStartDay(period: RankPeriodValue, now = Date.now()): number | null {
  const days = RANK_PERIOD_DAYS[period];
  return days === null ? null : utcDayOf(now - days * DAY_MS);
}
