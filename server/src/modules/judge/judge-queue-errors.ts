import type { JudgeQueueErrorContext } from '@verdict/common';

/** The log line of a judge queue failure: which submission it concerns and what happens next. */
export function describeQueueError(error: unknown, context?: JudgeQueueErrorContext): string {
  const reason = error instanceof Error ? error.message : String(error);
  if (!context?.taskId) return `Judge queue: ${reason}`;
  const subject =
    context.submissionId === undefined
      ? `Test run ${context.taskId}`
      : `Submission ${context.submissionId} (task ${context.taskId})`;
  const next =
    context.next === 'retry'
      ? 'its judge message will be handled again'
      : context.next === 'drop'
        ? 'progress update given up'
        : 'judge message left in the queue for later';
  return `${subject}: ${reason}; ${next}`;
}
