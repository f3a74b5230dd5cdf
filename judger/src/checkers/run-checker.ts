import { constants } from 'node:fs';
import { copyFile, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunLimits, SandboxSlot } from '../sandbox/sandbox';
import { baseBoxEnv } from '../languages/language-registry';
import type { CaseContext } from '../task/judge-env';
import { checkerVerdict, type CheckerVerdict } from './checker-verdict';
import { trimMessage } from '../pipeline/trim-message';

/** Checkers are trusted more than contestants but still boxed: generous, bounded limits. */
export function checkerLimits(timeLimitMs: number): RunLimits {
  const cpuTimeMs = Math.max(10000, timeLimitMs * 3);
  return {
    cpuTimeMs,
    wallTimeMs: cpuTimeMs * 2,
    memoryKb: 1024 * 1024,
    limitAddressSpace: false,
    stackKb: 256 * 1024,
    maxProcesses: 16,
    outputBytes: 64 * 1024 * 1024,
    openFiles: 64,
  };
}

/** Copies a host file into box 1 under a fixed name (box 1 holds no contestant code). */
export async function copyIntoCheckerBox(slot: SandboxSlot, from: string, name: string): Promise<void> {
  const target = join(slot.boxDir(1), name);
  await unlink(target).catch(() => undefined);
  await copyFile(from, target, constants.COPYFILE_EXCL);
}

export async function readCheckerMessage(slot: SandboxSlot, ...names: string[]): Promise<string> {
  const parts = await Promise.all(
    names.map((n) => readFile(join(slot.scratchDir, n), 'utf8').catch(() => '')),
  );
  return trimMessage(parts.join('\n'), 1000);
}

/** Runs the problem's checker (installed at box 1 /w/checker) on one case's output. */
export async function runChecker(ctx: CaseContext, userOutputPath: string): Promise<CheckerVerdict> {
  const { slot } = ctx.env;
  await copyIntoCheckerBox(slot, ctx.inputPath, 'input');
  await copyIntoCheckerBox(slot, userOutputPath, 'user_out');
  await copyIntoCheckerBox(slot, ctx.answerPath, 'answer');
  const result = await slot.run({
    box: 1,
    argv: ['./checker', 'input', 'user_out', 'answer'],
    env: baseBoxEnv(),
    stdoutPath: join(slot.scratchDir, 'checker.out'),
    stderrPath: join(slot.scratchDir, 'checker.err'),
    limits: checkerLimits(ctx.limits.timeLimitMs),
  });
  const message = await readCheckerMessage(slot, 'checker.err', 'checker.out');
  if (result.startError) return checkerVerdict(3, 0, `${result.startError} ${message}`);
  if (result.killedFor !== 'none' || result.oomKilled)
    return checkerVerdict(3, 0, `checker exceeded its limits ${message}`);
  return checkerVerdict(result.exitCode, result.signal, message);
}
