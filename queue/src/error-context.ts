import type { JudgeMessage, JudgeQueueErrorContext } from '@verdict/common';

/** The submission and task a message is about, for the log line of its failure. */
export function errorContextOf(message: JudgeMessage, next?: JudgeQueueErrorContext['next']) {
  const context: JudgeQueueErrorContext = { taskId: message.taskId };
  if (message.type !== 'test-result') context.submissionId = message.submissionId;
  if (next) context.next = next;
  return context;
}
