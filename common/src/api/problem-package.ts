/** A problem created by a package import (Polygon, Kattis), as the import answers. */
export interface ImportedProblem {
  pid: number;
  problemId: string;
  title: string;
  /** Solutions the package ships: a verification run judging them has been queued. */
  solutions: number;
}

/** One solution of a package in its problem's verification report. */
export interface VerificationRow {
  id: number;
  /** Its path inside the package. */
  name: string;
  language: string | null;
  /**
   * `AC`, `WA`, `TLE`, `MLE`, `RE` (a Kattis run-time error: RE or MLE), `PE`, `REJECTED`,
   * `TLE_OR_AC`, `TLE_OR_MLE`, `BRUTE_FORCE`, `PARTIAL`.
   */
  expected: string;
  submitId: number | null;
  /** Judge status code; null before the run or when the language is not supported. */
  status: number | null;
  time: number | null;
  memory: number | null;
  /** True/false once judged; null while waiting or when not judged. */
  match: boolean | null;
  /** Why it matches or not, or why it is not judged; null while waiting. */
  reason: VerificationReason | null;
}

/**
 * What decided a row of the verification report:
 * - `all-accepted`: every case accepted, as expected;
 * - `expected-case`: `case` got `status`, the verdict expected, and every other case is allowed;
 * - `counts-as-run-time-error`: as `expected-case`, with a verdict the package's tool counts as a
 *   run-time error (Kattis has no memory-limit verdict);
 * - `only-allowed`: every case got a verdict allowed (accepted or too slow), none is required;
 * - `case-not-allowed`: `case` got `status`, which the expectation does not allow;
 * - `none-expected`: every case is allowed, but none got the verdict expected;
 * - `none-accepted`: a partial score was expected, but no case was accepted;
 * - `no-cases`: the submission ended with `status` before any case ran (compile or system error);
 * - `not-offered`: the file is in `language`, which this judge does not offer (not judged);
 * - `no-language`: no language here fits the file (not judged).
 */
export interface VerificationReason {
  code:
    | 'all-accepted'
    | 'expected-case'
    | 'counts-as-run-time-error'
    | 'only-allowed'
    | 'case-not-allowed'
    | 'none-expected'
    | 'none-accepted'
    | 'no-cases'
    | 'not-offered'
    | 'no-language';
  /** The case it names, numbered from 1 in judging order. */
  case?: number;
  /** That case's (or the submission's) judge status code. */
  status?: number;
  /** For `not-offered`: the language the file is written in, e.g. `Python 2`. */
  language?: string;
}

/** `GET /api/admin/problem/verification?pid=`: what the web polls while a run is under way. */
export interface VerificationReport {
  pid: number;
  problemId: string;
  title: string;
  /** The problem's visibility (1 public, 2 private, 3 contest). */
  auth: number;
  /** Solutions that can be judged, and how many of them have a final verdict. */
  total: number;
  judged: number;
  mismatches: number;
  rows: VerificationRow[];
}

/** Where a package import is (`GET /api/file/import-progress?key=`): what the server is doing. */
export interface ImportProgress {
  stage: 'reading' | 'generating' | 'answering' | 'creating' | 'done' | 'failed';
  /** Tests generated / answered so far, for the two stages that run programs. */
  done: number;
  total: number;
}
