import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunRequest, RunResult } from '../sandbox/sandbox';
import { readFromBox, writeIntoBox } from '../sandbox/box-files';
import type { CaseContext } from '../task/judge-env';
import { runArgv } from '../languages/language-registry';

export interface UserRun {
  result: RunResult;
  /** Host path of what the program wrote (stdout, or its output file for file-IO problems). */
  outputPath: string;
}

/** The contestant's run request: stdin from the case input unless the problem reads a file. */
export type UserRunContext = Pick<CaseContext, 'env' | 'problem' | 'language' | 'limits' | 'inputPath'>;

export async function userRunRequest(
  ctx: UserRunContext,
  stdin: string,
  stdout: string,
): Promise<RunRequest> {
  const { slot } = ctx.env;
  const { problem, language } = ctx;
  if (problem.isFileIO && problem.ioReadFileName) {
    await writeIntoBox(slot.boxDir(0), problem.ioReadFileName, await readFile(ctx.inputPath));
    if (stdin !== 'pipe') stdin = '/dev/null';
  }
  return {
    box: 0,
    argv: runArgv(language, ctx.limits.memoryLimitKb),
    env: language.env,
    stdinPath: stdin,
    stdoutPath: stdout,
    stderrPath: join(slot.scratchDir, 'user.err'),
    limits: ctx.limits.box,
  };
}

/** Runs the compiled program on the case and leaves its output in the slot's scratch dir. */
export async function runUserProgram(ctx: CaseContext): Promise<UserRun> {
  const { slot } = ctx.env;
  const outputPath = join(slot.scratchDir, 'user.out');
  const result = await slot.run(await userRunRequest(ctx, ctx.inputPath, outputPath));
  const { problem } = ctx;
  if (problem.isFileIO && problem.ioWriteFileName) {
    const written = await readFromBox(slot.boxDir(0), problem.ioWriteFileName, ctx.limits.box.outputBytes);
    await writeFile(outputPath, written ?? Buffer.alloc(0));
  }
  return { result, outputPath };
}
