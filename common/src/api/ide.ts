/**
 * The online IDE (`/ojide`) runs code on the user's input without a problem:
 * `POST /api/ide/run` (`IdeRunRequest`) answers a test-run key in the envelope, and the result is
 * read as a problem's test run is, from `GET /api/get-test-judge-result?testJudgeKey=`. Runs share
 * the test-run rate limit and run under these limits (other languages than C and C++ get twice
 * the time and memory, as in judging).
 */
export interface IdeRunRequest {
  language: string;
  code: string;
  input?: string;
}

export const IDE_RUN_LIMITS = { timeLimitMs: 5000, memoryLimitMb: 256 } as const;
