import type { QueuedSubmission } from '@verdict/common';
import type { InProgressSubmission } from './in-progress-submissions';
import type { ExplainedWait } from './wait-reason';

/** One submission in progress on the queue dashboard, with the admin's reason. */
export function toQueuedSubmissionView(
  row: InProgressSubmission,
  wait: ExplainedWait,
): QueuedSubmission<Date> {
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
