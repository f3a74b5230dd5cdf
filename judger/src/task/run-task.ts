import { JudgeStatus, type JudgeTask, type SubmissionResult, type TestRunResult } from '@verdict/common';
import type { JudgeEnv } from './judge-env';
import { judgeSubmission } from './judge-submission';
import { judgeTestRun } from './judge-test-run';
import { trimMessage } from '../pipeline/trim-message';

export type FinalMessage = SubmissionResult | TestRunResult;

/**
 * The one place where any failure becomes a verdict: every task ends with exactly one final
 * message. The worker hands in a slot already reset for this task.
 */
export async function runTask(env: JudgeEnv, task: JudgeTask): Promise<FinalMessage> {
  try {
    return task.kind === 'submission' ? await judgeSubmission(env, task) : await judgeTestRun(env, task);
  } catch (error) {
    const reason = trimMessage(error instanceof Error ? error.message : String(error));
    env.log.warn({ taskId: task.taskId, err: error }, 'task ended in system error');
    return systemError(env.judgerName, task, reason);
  }
}

export function systemError(judger: string, task: JudgeTask, reason: string): FinalMessage {
  if (task.kind === 'submission') {
    return {
      type: 'result',
      taskId: task.taskId,
      submissionId: task.submissionId,
      attempt: task.attempt,
      judger,
      status: JudgeStatus.SYSTEM_ERROR,
      score: 0,
      timeMs: 0,
      memoryKb: 0,
      errorMessage: reason,
      cases: [],
    };
  }
  return {
    type: 'test-result',
    taskId: task.taskId,
    testKey: task.testKey,
    judger,
    status: JudgeStatus.SYSTEM_ERROR,
    timeMs: 0,
    memoryKb: 0,
    stderr: reason,
    userInput: task.input,
    userOutput: '',
    expectedOutput: task.expectedOutput,
    problemJudgeMode: task.problem.judgeMode,
  };
}
