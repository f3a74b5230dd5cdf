import { HINTABLE_STATUSES } from '@verdict/common';

export interface HintConditions {
  signedIn: boolean;
  /** The problem is opened in a contest (running or not): no hints there. */
  inContest: boolean;
  /** The editor setting, off by default. */
  switchedOn: boolean;
  /** The assistant answers this user (`GET /ai/status`). */
  assistantAvailable: boolean;
}

/** Whether this page offers "Why?" on the user's failed submissions. */
export function offersHints({
  signedIn,
  inContest,
  switchedOn,
  assistantAvailable,
}: HintConditions): boolean {
  return signedIn && !inContest && switchedOn && assistantAvailable;
}

/** Whether a submission's verdict gets a "Why?" (the verdicts the server explains). */
export const explainsStatus = (status: number): boolean => HINTABLE_STATUSES.includes(status);
