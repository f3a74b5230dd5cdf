import type { TaskPriority, WaitReason } from '@verdict/common';
import type { InProgressSubmission } from './in-progress-submissions';
import type { ExplainedWait } from './wait-reason';

/** One submission in progress on the queue dashboard, with the admin's reason. */
export interface QueuedSubmissionView {
  submitId: number;
  username: string;
  displayPid: string;
  language: string;
  status: number;
  judger: string | null;
  submitTime: Date;
  waitReason: WaitReason;
  /** Its judge stopped renewing the lease and nobody took it since, or no task covers it for long. */
  stuck: boolean;
}

/** `GET /api/admin/judge/queue`. */
export interface JudgeQueueOverview {
  /** Tasks waiting for a judge per priority; null when the queue could not be read. */
  depth: Record<TaskPriority, number> | null;
  /** How long the task waiting longest has waited; null when none waits. */
  oldestPendingSeconds: number | null;
  /** Null when the judges' registry could not be read. */
  judgesOnline: number | null;
  /** The oldest submissions in progress (at most IN_PROGRESS_LIMIT), stuck ones flagged. */
  inProgress: QueuedSubmissionView[];
  stuck: number;
}

export function toQueuedSubmissionView(row: InProgressSubmission, wait: ExplainedWait): QueuedSubmissionView {
  const { stuck, ...waitReason } = wait;
  return {
    submitId: row.submitId,
    username: row.username,
    displayPid: row.displayPid,
    language: row.language,
    status: row.status,
    judger: row.judger,
    submitTime: row.submitTime,
    waitReason,
    stuck,
  };
}
