import { join } from 'node:path';
import { JudgeStatus } from '@verdict/common';
import { baseBoxEnv } from '../languages/language-registry';
import { classifyRun } from '../pipeline/classify-run';
import { userRunRequest } from '../pipeline/run-user-program';
import { checkerVerdict } from '../checkers/checker-verdict';
import { checkerLimits, copyIntoCheckerBox, readCheckerMessage } from '../checkers/run-checker';
import {
  clearKattisFeedback,
  kattisInteractionVerdict,
  kattisVerdict,
  readKattisFeedback,
} from '../checkers/kattis-validator';
import type { RunResult } from '../sandbox/sandbox';
import type { CaseContext, CaseOutcome } from '../task/judge-env';

const SIGPIPE = 13;

/**
 * Interactive judge: the contestant (box 0) and the interactor (box 1, testlib argv
 * `input tout answer`, or a Kattis output validator's `input answer feedback_dir/`) run at once,
 * each one's stdout piped into the other's stdin. The contestant's own failures (time, memory,
 * crash) come first — except that a Kattis validator rejecting before the contestant ended decides;
 * a contestant killed by SIGPIPE only means the interactor hung up, so the interactor's verdict
 * decides.
 */
export async function judgeInteractiveCase(ctx: CaseContext): Promise<CaseOutcome> {
  const { slot } = ctx.env;
  await copyIntoCheckerBox(slot, ctx.inputPath, 'input');
  await copyIntoCheckerBox(slot, ctx.answerPath, 'answer');
  const kattis = ctx.checkerProtocol === 'kattis';
  if (kattis) await clearKattisFeedback(ctx);
  const user = await userRunRequest(ctx, 'pipe', 'pipe');
  const limits = checkerLimits(ctx.limits.timeLimitMs);
  // The interactor outlives the contestant's wall limit, so a deadlock is the contestant's TLE.
  limits.wallTimeMs = Math.max(limits.wallTimeMs, user.limits.wallTimeMs + 2000);
  const [userResult, interactorResult] = await slot.runPair(user, {
    box: 1,
    argv: kattis ? ['./interactor', 'input', 'answer', '/w/'] : ['./interactor', 'input', 'tout', 'answer'],
    env: baseBoxEnv(),
    stdinPath: 'pipe',
    stdoutPath: 'pipe',
    stderrPath: join(slot.scratchDir, 'interactor.err'),
    limits,
  });
  const verdict = classifyRun(
    userResult.signal === SIGPIPE ? { ...userResult, signal: 0, exitCode: 0 } : userResult,
    ctx.limits.timeLimitMs,
    ctx.limits.memoryLimitKb,
  );
  if (kattis) {
    const validatorBroke = interactorResult.killedFor !== 'none' || interactorResult.oomKilled;
    const feedback = await readKattisFeedback(ctx, 'interactor.err');
    const checked = interactorResult.startError
      ? kattisVerdict(-1, 0, `${interactorResult.startError} ${feedback}`)
      : validatorBroke
        ? kattisVerdict(-1, 0, `output validator exceeded its limits ${feedback}`)
        : kattisVerdict(interactorResult.exitCode, interactorResult.signal, feedback);
    return kattisInteractionVerdict(verdict, checked, endedFirst(interactorResult, userResult));
  }
  if (verdict.status !== JudgeStatus.ACCEPTED) return verdict;
  const message = await readCheckerMessage(slot, 'interactor.err');
  if (interactorResult.signal === SIGPIPE) {
    return {
      ...verdict,
      status: JudgeStatus.WRONG_ANSWER,
      message: 'The program ended before the interaction finished',
    };
  }
  if (interactorResult.killedFor !== 'none' || interactorResult.oomKilled || interactorResult.startError) {
    return {
      ...verdict,
      status: JudgeStatus.SYSTEM_ERROR,
      message: `Interactor failed: ${interactorResult.startError ?? 'limits exceeded'} ${message}`.trim(),
    };
  }
  const checked = checkerVerdict(interactorResult.exitCode, interactorResult.signal, message);
  return {
    ...verdict,
    status: checked.status,
    partial: checked.partial,
    message: checked.message || undefined,
  };
}

/**
 * A contestant stopped at a limit closes its pipes as it dies, and the validator's reaction (EOF,
 * a rejection) follows; on a busy host the two ends are recorded some milliseconds apart in either
 * order. A validator counts as first then only when it ended clearly before.
 */
const KILLED_GRACE_MS = 100;

/** Whether the interactor ended before the contestant, on the pair's shared clock. */
function endedFirst(interactor: RunResult, user: RunResult): boolean {
  const grace = user.killedFor !== 'none' || user.oomKilled ? KILLED_GRACE_MS : 0;
  if (interactor.endedAtMs !== undefined && user.endedAtMs !== undefined)
    return interactor.endedAtMs + grace < user.endedAtMs;
  return interactor.wallTimeMs + grace < user.wallTimeMs;
}
