import { readFile } from 'node:fs/promises';
import { JudgeStatus } from '@verdict/common';
import { compareOutput } from '../checkers/default-comparator';
import { classifyRun } from '../pipeline/classify-run';
import { runUserProgram } from '../pipeline/run-user-program';
import type { CaseContext, CaseOutcome } from '../task/judge-env';
import { outputPreview } from '../pipeline/trim-message';

/** Default judge mode: run, then HOJ's comparator against the answer file. */
export async function judgeStandardCase(ctx: CaseContext): Promise<CaseOutcome> {
  const { result, outputPath } = await runUserProgram(ctx);
  const verdict = classifyRun(result, ctx.limits.timeLimitMs, ctx.limits.memoryLimitKb);
  if (verdict.status !== JudgeStatus.ACCEPTED) return verdict;
  const [user, expected] = await Promise.all([readFile(outputPath), readFile(ctx.answerPath)]);
  const status = compareOutput(user, expected, ctx.problem.isRemoveEndBlank);
  // Wrong outputs are kept (trimmed) for admins and open case results; accepted ones are not.
  return status === JudgeStatus.ACCEPTED
    ? { ...verdict, status }
    : { ...verdict, status, userOutput: outputPreview(user) };
}
