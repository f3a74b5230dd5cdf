import { isInProgressStatus, JudgeStatus } from '@verdict/common';

/** What a training's progress keeps of a user's submissions to one of its problems. */
export interface TrainingCell {
  solved: boolean;
  status: number;
  score: number | null;
  runTime: number | null;
}

/** What the cell reads of one submission. */
export interface CellSubmission {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
}

/**
 * A user's cell on one problem: solved with the fastest accepted run once any submission is
 * accepted, else the latest final result; none while nothing is final (in progress, or none).
 */
export function trainingCellOf(submissions: readonly CellSubmission[]): TrainingCell | null {
  const final = submissions.filter((row) => !isInProgressStatus(row.status));
  const accepted = final.filter((row) => row.status === JudgeStatus.ACCEPTED);
  if (accepted.length > 0) {
    const fastest = accepted.reduce((best, row) => ((row.time ?? 0) < (best.time ?? 0) ? row : best));
    return { solved: true, status: JudgeStatus.ACCEPTED, score: fastest.score, runTime: fastest.time };
  }
  if (final.length === 0) return null;
  const latest = final.reduce((last, row) => (row.submitId > last.submitId ? row : last));
  return { solved: false, status: latest.status, score: latest.score, runTime: latest.time };
}
