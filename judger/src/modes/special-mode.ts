import { JudgeStatus } from '@verdict/common';
import { classifyRun } from '../pipeline/classify-run';
import { runUserProgram } from '../pipeline/run-user-program';
import type { CaseContext, CaseOutcome } from '../task/judge-env';
import { runChecker } from '../checkers/run-checker';
import { runKattisValidator } from '../checkers/kattis-validator';
import { ECHO_MAX_CHARS, outputPreview } from '../pipeline/trim-message';
import { open } from 'node:fs/promises';

async function readHead(path: string, bytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Special judge: run, then the problem's checker (testlib order: input, user output, answer). */
export async function judgeSpecialCase(ctx: CaseContext): Promise<CaseOutcome> {
  const { result, outputPath } = await runUserProgram(ctx);
  const verdict = classifyRun(result, ctx.limits.timeLimitMs, ctx.limits.memoryLimitKb);
  if (verdict.status !== JudgeStatus.ACCEPTED) return verdict;
  const checked =
    ctx.checkerProtocol === 'kattis'
      ? await runKattisValidator(ctx, outputPath)
      : await runChecker(ctx, outputPath);
  const userOutput =
    checked.status === JudgeStatus.ACCEPTED
      ? undefined
      : outputPreview(await readHead(outputPath, ECHO_MAX_CHARS * 4));
  return {
    ...verdict,
    status: checked.status,
    partial: checked.partial,
    message: checked.message || undefined,
    userOutput,
  };
}
