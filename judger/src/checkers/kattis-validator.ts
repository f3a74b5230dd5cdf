import { join } from 'node:path';
import { unlink } from 'node:fs/promises';
import { JudgeStatus } from '@verdict/common';
import { baseBoxEnv } from '../languages/language-registry';
import { readFromBox } from '../sandbox/box-files';
import { trimMessage } from '../pipeline/trim-message';
import type { CaseContext } from '../task/judge-env';
import type { CheckerVerdict } from './checker-verdict';
import { checkerLimits, copyIntoCheckerBox, readCheckerMessage } from './run-checker';

/**
 * First line of a special judge or interactor that speaks the Kattis / ICPC output-validator
 * protocol instead of testlib's: `validator input judge_answer feedback_dir < team_output` (an
 * interactor also writes to the submission's stdin), exit 42 accepts, 43 rejects. The line travels
 * with the checker source (problem form, exports), so no extra column is needed.
 */
export const KATTIS_VALIDATOR_MARKER = '// verdict: kattis-output-validator';

export type CheckerProtocol = 'testlib' | 'kattis';

export function checkerProtocolOf(code: string | undefined): CheckerProtocol {
  return code?.split('\n', 1)[0].trim() === KATTIS_VALIDATOR_MARKER ? 'kattis' : 'testlib';
}

const KATTIS_ACCEPT = 42;
const KATTIS_REJECT = 43;

/** Exit status of a Kattis output validator → verdict; anything but 42/43 is the validator's fault. */
export function kattisVerdict(exitCode: number, signal: number, feedback: string): CheckerVerdict {
  const message = feedback.trim();
  if (signal)
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `Output validator killed by signal ${signal}. ${message}`.trim(),
    };
  if (exitCode === KATTIS_ACCEPT) return { status: JudgeStatus.ACCEPTED, message };
  if (exitCode === KATTIS_REJECT) return { status: JudgeStatus.WRONG_ANSWER, message };
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    message: `Output validator exited with code ${exitCode} (expected 42 or 43). ${message}`.trim(),
  };
}

/**
 * A Kattis interactive case as problemtools decides it: a validator that says neither 42 nor 43 is
 * the judge's fault; a validator that rejected before the submission ended decides, whatever the
 * submission did afterwards; otherwise the submission's own failure (time, memory, crash) comes
 * first, then the validator's verdict.
 */
export function kattisInteractionVerdict<T extends { status: number; message?: string }>(
  submission: T,
  validator: CheckerVerdict,
  validatorFirst: boolean,
): T {
  const byValidator = { ...submission, status: validator.status, message: validator.message || undefined };
  if (validator.status === JudgeStatus.SYSTEM_ERROR) return byValidator;
  if (validator.status === JudgeStatus.WRONG_ANSWER && validatorFirst) return byValidator;
  return submission.status === JudgeStatus.ACCEPTED ? byValidator : submission;
}

/** Files a validator writes into its feedback directory (the box's /w) that we show. */
const FEEDBACK_FILES = ['judgemessage.txt', 'teammessage.txt'];

/** Clears the feedback files of box 1, so a case never shows the previous case's messages. */
export async function clearKattisFeedback(ctx: CaseContext): Promise<void> {
  const box = ctx.env.slot.boxDir(1);
  for (const name of FEEDBACK_FILES) await unlink(join(box, name)).catch(() => undefined);
}

/** The validator's feedback files and its stderr (a scratch file), trimmed to one message. */
export async function readKattisFeedback(ctx: CaseContext, stderrName: string): Promise<string> {
  const feedback: string[] = [];
  for (const name of FEEDBACK_FILES) {
    const text = await readFromBox(ctx.env.slot.boxDir(1), name, 4096);
    if (text?.length) feedback.push(text.toString('utf8'));
  }
  const stderr = await readCheckerMessage(ctx.env.slot, stderrName);
  return trimMessage([...feedback, stderr].filter(Boolean).join('\n'), 1000);
}

/** Runs the problem's Kattis output validator (installed at box 1 /w/checker) on one case. */
export async function runKattisValidator(ctx: CaseContext, userOutputPath: string): Promise<CheckerVerdict> {
  const { slot } = ctx.env;
  await copyIntoCheckerBox(slot, ctx.inputPath, 'input');
  await copyIntoCheckerBox(slot, ctx.answerPath, 'answer');
  await clearKattisFeedback(ctx);
  const result = await slot.run({
    box: 1,
    argv: ['./checker', 'input', 'answer', '/w/'],
    env: baseBoxEnv(),
    stdinPath: userOutputPath,
    stdoutPath: join(slot.scratchDir, 'checker.out'),
    stderrPath: join(slot.scratchDir, 'checker.err'),
    limits: checkerLimits(ctx.limits.timeLimitMs),
  });
  const message = await readKattisFeedback(ctx, 'checker.err');
  if (result.startError) return kattisVerdict(-1, 0, `${result.startError} ${message}`);
  if (result.killedFor !== 'none' || result.oomKilled)
    return kattisVerdict(-1, 0, `output validator exceeded its limits ${message}`);
  return kattisVerdict(result.exitCode, result.signal, message);
}
