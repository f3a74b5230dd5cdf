/**
 * What a viewer may read of a scope's submissions. Contests hide while they run and while the
 * board is sealed; everywhere else nothing is hidden. Every endpoint that
 * shows a submission (lists, details, case results, status polls, problem status, live status)
 * reads through one.
 */
export interface SubmissionLens {
  /** Others' submissions made from this instant on are left out (the sealed board); null for none. */
  othersHiddenFrom: Date | null;
  /** Submissions made from this instant on show "Submitted Unknown Result" (-5) and no score; null for none. */
  resultsHiddenFrom: Date | null;
  /** Others' run time, memory and code length are hidden (a running contest). */
  hidesOthersFigures: boolean;
  /** Per-case results are hidden. */
  hidesCaseResults: boolean;
  /**
   * Others' code and each case's program output are hidden whatever the viewer's role: a running
   * contest shows them to its admins only (the super admin, its author, a root of its group).
   */
  hidesOthersCode: boolean;
}

export const OPEN_LENS: SubmissionLens = Object.freeze({
  othersHiddenFrom: null,
  resultsHiddenFrom: null,
  hidesOthersFigures: false,
  hidesCaseResults: false,
  hidesOthersCode: false,
});

/** Whether the row is left out for this viewer. */
export function isHiddenRow(
  lens: SubmissionLens,
  row: { uid: string; submitTime: Date },
  viewerUid?: string,
): boolean {
  return row.uid !== viewerUid && lens.othersHiddenFrom !== null && row.submitTime >= lens.othersHiddenFrom;
}

/** Whether the row's result shows as -5. */
export function hidesResultOf(lens: SubmissionLens, row: { submitTime: Date }): boolean {
  return lens.resultsHiddenFrom !== null && row.submitTime >= lens.resultsHiddenFrom;
}
