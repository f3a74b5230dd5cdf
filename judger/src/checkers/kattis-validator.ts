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
 * First line of a special judge that speaks the Kattis / ICPC output-validator protocol instead of
 * testlib's: `validator input judge_answer feedback_dir < team_output`, exit 42 accepts, 43 rejects.
 * The line travels with the checker source (problem form, exports), so no extra column is needed.
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

/** Files a validator writes into its feedback directory (the box's /w) that we show. */
const FEEDBACK_FILES = ['judgemessage.txt', 'teammessage.txt'];

/** Runs the problem's Kattis output validator (installed at box 1 /w/checker) on one case. */
export async function runKattisValidator(ctx: CaseContext, userOutputPath: string): Promise<CheckerVerdict> {
  const { slot } = ctx.env;
  const box = slot.boxDir(1);
  await copyIntoCheckerBox(slot, ctx.inputPath, 'input');
  await copyIntoCheckerBox(slot, ctx.answerPath, 'answer');
  // Messages of the previous case must not be read as this one's.
  for (const name of FEEDBACK_FILES) await unlink(join(box, name)).catch(() => undefined);
  const result = await slot.run({
    box: 1,
    argv: ['./checker', 'input', 'answer', '/w/'],
    env: baseBoxEnv(),
    stdinPath: userOutputPath,
    stdoutPath: join(slot.scratchDir, 'checker.out'),
    stderrPath: join(slot.scratchDir, 'checker.err'),
    limits: checkerLimits(ctx.limits.timeLimitMs),
  });
  const feedback: string[] = [];
  for (const name of FEEDBACK_FILES) {
    const text = await readFromBox(box, name, 4096);
    if (text?.length) feedback.push(text.toString('utf8'));
  }
  const message = trimMessage(
    [...feedback, await readCheckerMessage(slot, 'checker.err')].filter(Boolean).join('\n'),
    1000,
  );
  if (result.startError) return kattisVerdict(-1, 0, `${result.startError} ${message}`);
  if (result.killedFor !== 'none' || result.oomKilled)
    return kattisVerdict(-1, 0, `output validator exceeded its limits ${message}`);
  return kattisVerdict(result.exitCode, result.signal, message);
}
