import { isInProgressStatus } from '@verdict/common';
import type { FinalResult } from '../../events/events';
import type { SubmissionEntity } from './submission.entity';

/** Part of the `submission.verdict` payload, so defined with the app's events. */
export type { FinalResult };

/** The row's final result, or null while it waits or runs. */
export function finalResultOf(
  row: Pick<SubmissionEntity, 'status' | 'score' | 'oiRankScore' | 'time' | 'memory'>,
): FinalResult | null {
  if (isInProgressStatus(row.status)) return null;
  return {
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
  };
}

export function sameFinalResult(a: FinalResult | null, b: FinalResult | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.status === b.status &&
    a.score === b.score &&
    a.oiRankScore === b.oiRankScore &&
    a.time === b.time &&
    a.memory === b.memory
  );
}
