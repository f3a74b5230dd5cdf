import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { BoxIndex, RunResult, SandboxSlot } from '../sandbox/sandbox';
import { readFromBox, writeIntoBox } from '../sandbox/box-files';
import type { ResolvedLanguage } from '../languages/language-registry';
import { compileLimits } from './limits';
import { trimMessage } from './trim-message';

export type CompileOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface CompileInput {
  slot: SandboxSlot;
  box: BoxIndex;
  language: ResolvedLanguage;
  code: string;
  /** Files placed beside the source (headers, testlib.h...). */
  extraFiles?: Record<string, string | Buffer>;
  /** Extra compiler arguments appended to the language's command (checker flags). */
  extraArgs?: string[];
}

function failureReason(result: RunResult): string | undefined {
  if (result.startError) return `Compiler could not start: ${result.startError}`;
  if (result.oomKilled) return 'Compilation exceeded the memory limit';
  if (result.killedFor !== 'none') return 'Compilation exceeded the time limit';
  if (result.outputLimitExceeded) return 'Compilation produced too much output';
  if (result.signal) return `Compiler killed by signal ${result.signal}`;
  return undefined;
}

/**
 * Writes the source into the box and runs the language's compile command under compile limits.
 * A hung or exploding compiler (e.g. `#include "/dev/urandom"`) ends as a failed compile. A
 * language whose file names come from the source must be bound to it first (`bindToSource`).
 */
export async function compileInBox(input: CompileInput): Promise<CompileOutcome> {
  const { slot, box, language, code } = input;
  const dir = slot.boxDir(box);
  await writeIntoBox(dir, language.spec.src, code);
  for (const [name, content] of Object.entries(input.extraFiles ?? {}))
    await writeIntoBox(dir, name, content);
  if (!language.compile) return { ok: true, message: '' };
  const logPath = join(slot.scratchDir, `compile-${box}.log`);
  const result = await slot.run({
    box,
    argv: [...language.compile.argv, ...(language.compile.extraArgs?.() ?? []), ...(input.extraArgs ?? [])],
    env: language.env,
    stdoutPath: logPath,
    stderrPath: logPath + '.err',
    limits: compileLimits(language.compile),
  });
  const output = await readLog(logPath);
  const reason = failureReason(result);
  if (reason) return { ok: false, message: trimMessage(`${reason}\n${output}`) };
  if (result.exitCode !== 0)
    return { ok: false, message: trimMessage(output) || `Compiler exited with code ${result.exitCode}` };
  if (language.spec.exe !== language.spec.src && !(await readFromBox(dir, language.spec.exe, 1))) {
    return { ok: false, message: trimMessage(output) || 'Compiler produced no executable' };
  }
  return { ok: true, message: trimMessage(output) };
}

async function readLog(path: string): Promise<string> {
  const parts = await Promise.all([path, path + '.err'].map((p) => readFile(p).catch(() => Buffer.alloc(0))));
  return Buffer.concat(parts)
    .subarray(0, 1 << 20)
    .toString('utf8');
}
