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
  /** `AC`, `WA`, `TLE`, `MLE`, `RE`, `PE`, `REJECTED`, `TLE_OR_AC`, `TLE_OR_MLE`. */
  expected: string;
  submitId: number | null;
  /** Judge status code; null before the run or when the language is not supported. */
  status: number | null;
  time: number | null;
  memory: number | null;
  /** True/false once judged; null while waiting or when not judged. */
  match: boolean | null;
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
