import { JudgeStatus } from '@verdict/common';
import type { RemoteRunState } from '../remote-judge-adapter';
import type { CodeforcesSubmission } from './codeforces-api';

/**
 * Codeforces' final verdicts (https://codeforces.com/apiHelp/objects#Submission) as this site's
 * statuses. TESTING, or no verdict yet, is a run still judged; a verdict not listed here is one
 * Codeforces added since, shown as a System Error carrying its name.
 */
const FINAL_VERDICTS: Readonly<Record<string, number>> = {
  OK: JudgeStatus.ACCEPTED,
  WRONG_ANSWER: JudgeStatus.WRONG_ANSWER,
  // A hack that broke the solution after it passed: the solution is wrong.
  CHALLENGED: JudgeStatus.WRONG_ANSWER,
  PRESENTATION_ERROR: JudgeStatus.PRESENTATION_ERROR,
  TIME_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  // Waiting for input that never comes: the program ran out of (wall) time.
  IDLENESS_LIMIT_EXCEEDED: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RUNTIME_ERROR: JudgeStatus.RUNTIME_ERROR,
  // The program called what the sandbox forbids: it failed at run time.
  SECURITY_VIOLATED: JudgeStatus.RUNTIME_ERROR,
  COMPILATION_ERROR: JudgeStatus.COMPILE_ERROR,
  PARTIAL: JudgeStatus.PARTIAL_ACCEPTED,
  SKIPPED: JudgeStatus.SYSTEM_ERROR,
  FAILED: JudgeStatus.SYSTEM_ERROR,
  CRASHED: JudgeStatus.SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: JudgeStatus.SYSTEM_ERROR,
  REJECTED: JudgeStatus.SUBMITTED_FAILED,
};

/** The API does not give the compiler's output; the submission's page on Codeforces shows it. */
export const COMPILE_ERROR_MESSAGE =
  'Compilation error: Codeforces shows the compiler output on the submission page';

export function toRunState(submission: CodeforcesSubmission): RemoteRunState {
  const verdict = submission.verdict;
  if (!verdict || verdict === 'TESTING') return { done: false };
  const status = FINAL_VERDICTS[verdict] ?? JudgeStatus.SYSTEM_ERROR;
  if (status === JudgeStatus.COMPILE_ERROR) {
    return { done: true, status, timeMs: null, memoryKb: null, errorMessage: COMPILE_ERROR_MESSAGE };
  }
  return {
    done: true,
    status,
    timeMs: submission.timeConsumedMillis ?? null,
    memoryKb:
      submission.memoryConsumedBytes === undefined ? null : Math.round(submission.memoryConsumedBytes / 1024),
    errorMessage:
      status === JudgeStatus.SYSTEM_ERROR || status === JudgeStatus.SUBMITTED_FAILED
        ? `Codeforces verdict: ${verdict}`
        : null,
  };
}
