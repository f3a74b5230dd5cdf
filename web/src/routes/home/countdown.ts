/** The home page countdown: what a contest card says at a moment of the server's clock. */
import { ContestStatus } from '@verdict/common';
import { formatDuration, statusAt } from '@/lib/contest-time';

export type CountdownState =
  { kind: 'starts'; left: string } | { kind: 'ends'; left: string } | { kind: 'ended' };

/** "starts in …" before the start, "ends in …" while running, then ended (the clock stops). */
export function countdownAt(contest: { startTime: string; endTime: string }, now: number): CountdownState {
  const status = statusAt(contest.startTime, contest.endTime, now);
  if (status === ContestStatus.SCHEDULED) {
    return { kind: 'starts', left: formatDuration((new Date(contest.startTime).getTime() - now) / 1000) };
  }
  if (status === ContestStatus.RUNNING) {
    return { kind: 'ends', left: formatDuration((new Date(contest.endTime).getTime() - now) / 1000) };
  }
  return { kind: 'ended' };
}
