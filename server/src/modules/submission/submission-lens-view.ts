import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { hidesResultOf, type SubmissionLens } from '../access/submission-lens';
import type { SubmissionSummary } from './submission.dto';

/**
 * A summary as the lens lets the viewer read it: a hidden result becomes "Submitted Unknown
 * Result" (-5) with no score or run figures; others' run figures go while a contest runs.
 */
export function throughLens(
  summary: SubmissionSummary,
  lens: SubmissionLens,
  viewerUid?: string,
): SubmissionSummary {
  let seen = summary;
  if (isFinalStatus(summary.status) && hidesResultOf(lens, summary)) {
    seen = {
      ...seen,
      status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
      score: null,
      oiRankScore: null,
      time: null,
      memory: null,
    };
  }
  if (lens.hidesOthersFigures && summary.uid !== viewerUid) {
    seen = { ...seen, time: null, memory: null, length: null };
  }
  return seen;
}
