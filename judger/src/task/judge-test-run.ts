import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JudgeStatus, type TestRunResult, type TestRunTask } from '@verdict/common';
import { rtrimOutput } from '../checkers/default-comparator';
import { classifyRun } from '../pipeline/classify-run';
import { compileUserCode } from './compile-user-code';
import { caseLimits } from '../pipeline/limits';
import { userRunRequest } from '../pipeline/run-user-program';
import type { JudgeEnv } from './judge-env';
import { outputPreview } from '../pipeline/trim-message';

/**
 * A test run on custom input: same sandbox and limits as judging. With an expected output the
 * result is AC or WA (exact, or after rtrim with remove-end-blank; never PE); without, AC when
 * the program ran cleanly.
 */
export async function judgeTestRun(env: JudgeEnv, task: TestRunTask): Promise<TestRunResult> {
  const base = {
    type: 'test-result' as const,
    taskId: task.taskId,
    testKey: task.testKey,
    judger: env.judgerName,
    userInput: task.input,
    expectedOutput: task.expectedOutput,
    problemJudgeMode: task.problem.judgeMode,
  };
  const { language, compiled } = await compileUserCode(env, task);
  if (!compiled.ok) {
    return {
      ...base,
      status: JudgeStatus.COMPILE_ERROR,
      timeMs: 0,
      memoryKb: 0,
      stderr: compiled.message,
      userOutput: '',
    };
  }
  const { slot } = env;
  const inputPath = join(slot.scratchDir, 'test.in');
  const outputPath = join(slot.scratchDir, 'test.out');
  await writeFile(inputPath, task.input);
  const limits = caseLimits(language.spec, task.problem, Buffer.byteLength(task.expectedOutput ?? ''));
  const request = await userRunRequest(
    { env, problem: task.problem, language, limits, inputPath },
    inputPath,
    outputPath,
  );
  const verdict = classifyRun(await slot.run(request), limits.timeLimitMs, limits.memoryLimitKb);
  const output = (await readFile(outputPath).catch(() => Buffer.alloc(0))).toString('utf8');
  const stderr = (await readFile(request.stderrPath ?? '').catch(() => Buffer.alloc(0))).toString('utf8');
  let status = verdict.status;
  if (status === JudgeStatus.ACCEPTED && task.expectedOutput !== undefined) {
    const same = task.problem.isRemoveEndBlank
      ? rtrimOutput(output) === rtrimOutput(task.expectedOutput)
      : output === task.expectedOutput;
    status = same ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER;
  }
  const stderrText = [verdict.message, outputPreview(stderr)].filter(Boolean).join('\n');
  return {
    ...base,
    status,
    timeMs: Math.min(verdict.timeMs, limits.timeLimitMs),
    memoryKb: Math.min(verdict.memoryKb, limits.memoryLimitKb),
    stderr: stderrText,
    userOutput: outputPreview(output),
  };
}
