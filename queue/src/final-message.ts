import type { JudgeMessage, SubmissionResult, TestRunResult } from '@verdict/common';

export function isFinalMessage(message: JudgeMessage): message is SubmissionResult | TestRunResult {
  return message.type === 'result' || message.type === 'test-result';
}

/** Identity of a final result: a rejudge (new attempt) is a new result even under the same task id. */
export function finalResultKey(message: SubmissionResult | TestRunResult): string {
  return message.type === 'result' ? `${message.taskId}:${message.attempt}` : message.taskId;
}
