/** HOJ judge status codes. The numbers are the wire format. */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
  SUBMITTED: 100,
} as const;

export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

export interface JudgeStatusInfo {
  /** English label as shown in lists. */
  name: string;
  /** Short label used on test-point cards and badges. */
  short: string;
  /** Tailwind-friendly colour name. */
  color: string;
}

export const JUDGE_STATUS_INFO: Record<JudgeStatusCode, JudgeStatusInfo> = {
  [-10]: { name: 'Not Submitted', short: 'NS', color: 'gray' },
  [-5]: { name: 'Submitted Unknown Result', short: 'SNR', color: 'gray' },
  [-4]: { name: 'Cancelled', short: 'CA', color: 'purple' },
  [-3]: { name: 'Presentation Error', short: 'PE', color: 'orange' },
  [-2]: { name: 'Compile Error', short: 'CE', color: 'yellow' },
  [-1]: { name: 'Wrong Answer', short: 'WA', color: 'red' },
  [0]: { name: 'Accepted', short: 'AC', color: 'green' },
  [1]: { name: 'Time Limit Exceeded', short: 'TLE', color: 'red' },
  [2]: { name: 'Memory Limit Exceeded', short: 'MLE', color: 'red' },
  [3]: { name: 'Runtime Error', short: 'RE', color: 'red' },
  [4]: { name: 'System Error', short: 'SE', color: 'red' },
  [5]: { name: 'Pending', short: 'PD', color: 'yellow' },
  [6]: { name: 'Compiling', short: 'CP', color: 'yellow' },
  [7]: { name: 'Judging', short: 'JG', color: 'blue' },
  [8]: { name: 'Partial Accepted', short: 'PAC', color: 'cyan' },
  [9]: { name: 'Submitting', short: 'ST', color: 'yellow' },
  [10]: { name: 'Submitted Failed', short: 'SF', color: 'gray' },
  [100]: { name: 'Submitted', short: 'SD', color: 'blue' },
};

/**
 * Statuses a submission passes through while it waits or runs; everything else is final. HOJ's
 * Submitting (its remote judge handing the code on) belongs here: the verdict is still to come.
 * This is the one definition; the server's conditional writes and the clients' polling use it.
 */
export const IN_PROGRESS_STATUSES: readonly JudgeStatusCode[] = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
];

export function isInProgressStatus(status: number): boolean {
  return (IN_PROGRESS_STATUSES as readonly number[]).includes(status);
}

export function isFinalStatus(status: number): boolean {
  return !isInProgressStatus(status);
}

/** A judge holds the submission (compiling or running it): cancel and manual judge wait. */
export function isBeingJudged(status: number): boolean {
  return status === JudgeStatus.COMPILING || status === JudgeStatus.JUDGING;
}

export function isJudgeStatusCode(value: number): value is JudgeStatusCode {
  return Object.prototype.hasOwnProperty.call(JUDGE_STATUS_INFO, value);
}
