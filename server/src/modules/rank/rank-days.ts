import { hasCountedVerdict, JudgeStatus, rankPeriodStartDay, utcDayOf } from '@verdict/common';

/** What a set of submissions adds to one day. */
export interface DayTally {
  total: number;
  ac: number;
  score: number;
}

/** The parts of a submission a rank reads. */
export interface RankedSubmission {
  submitTime: Date;
  status: number;
  oiRankScore: number | null;
}

/** Days since 1970-01-01 UTC. */
export const dayOf = utcDayOf;

/** The first day a period counts, or null for the whole history. */
export const periodStartDay = rankPeriodStartDay;

/**
 * What one user's submissions to one problem add to each day: every judged submission counts once
 * on its day (one with a counted verdict: `hasCountedVerdict`), the first Accepted counts the problem as
 * solved on its day, and each time the best OI rank score grows, the growth counts on that day.
 * A period's sums are therefore what the user did in it; summed over all days, the totals.
 */
export function problemDays(submissions: readonly RankedSubmission[]): Map<number, DayTally> {
  const days = new Map<number, DayTally>();
  const tally = (day: number) => {
    let entry = days.get(day);
    if (!entry) days.set(day, (entry = { total: 0, ac: 0, score: 0 }));
    return entry;
  };
  const ordered = [...submissions].sort((a, b) => a.submitTime.getTime() - b.submitTime.getTime());
  let solved = false;
  let best = 0;
  for (const submission of ordered) {
    if (!hasCountedVerdict(submission.status)) continue;
    const entry = tally(dayOf(submission.submitTime));
    entry.total++;
    if (submission.status === JudgeStatus.ACCEPTED && !solved) {
      solved = true;
      entry.ac = 1;
    }
    const score = submission.oiRankScore ?? 0;
    if (score > best) {
      entry.score += score - best;
      best = score;
    }
  }
  return days;
}
