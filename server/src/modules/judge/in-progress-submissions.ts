import type { WaitingSubmission } from './wait-reason';

/** A submission in progress as the judge queue dashboard lists it. */
export interface InProgressSubmission extends WaitingSubmission {
  username: string;
  displayPid: string;
  submitTime: Date;
}

/**
 * Implemented by the submission module, which owns the rows (it imports this module, so it
 * provides the source under this token rather than being injected here).
 */
export interface InProgressSubmissions {
  /** The submissions in progress, oldest first, at most `limit`. */
  oldest(limit: number): Promise<InProgressSubmission[]>;
}

export const IN_PROGRESS_SUBMISSIONS = Symbol('IN_PROGRESS_SUBMISSIONS');
