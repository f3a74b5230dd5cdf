import { constants } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkerLanguage, testlibFiles } from '../checkers/checker-build';
import { baseBoxEnv } from '../languages/language-registry';
import { compileInBox } from '../pipeline/compile';
import { trimMessage } from '../pipeline/trim-message';
import type { BoxIndex, RunLimits, RunResult, Sandbox, SandboxSlot } from '../sandbox/sandbox';
import { createSandbox, type SandboxBackendName } from '../sandbox/select-sandbox';
import { ADMIN_COMPILE_SLOT } from '../sandbox/slot-plan';
import { inAdminSlot } from '../sandbox/admin-slot-queue';

/** A program of a problem package (generator, main solution, interactor), C or C++ with testlib. */
export interface WorkshopProgram {
  name: string;
  language: string;
  code: string;
  /** Headers and other files placed beside the source. */
  extraFiles?: Record<string, string | Buffer>;
}

export interface WorkshopLimits {
  timeMs: number;
  memoryMb: number;
}

export interface WorkshopRun extends RunResult {
  /** Why the run did not end cleanly (time, memory, signal, exit code), undefined when it did. */
  failure?: string;
  /** The first 500 characters of what the program wrote to stderr. */
  stderr: string;
}

/** Generated tests may be large, but not unbounded. */
const OUTPUT_MAX_BYTES = 256 * 1024 * 1024;

function runLimits(limits: WorkshopLimits): RunLimits {
  return {
    cpuTimeMs: limits.timeMs,
    wallTimeMs: limits.timeMs * 3 + 1000,
    memoryKb: limits.memoryMb * 1024,
    stackKb: 256 * 1024,
    maxProcesses: 16,
    outputBytes: OUTPUT_MAX_BYTES,
    openFiles: 64,
  };
}

function failureOf(result: RunResult, limits: WorkshopLimits): string | undefined {
  if (result.startError) return `could not start: ${result.startError}`;
  if (result.oomKilled || result.memoryKb > limits.memoryMb * 1024)
    return `exceeded the memory limit (${limits.memoryMb} MB)`;
  if (result.killedFor !== 'none' || result.timeMs > limits.timeMs)
    return `exceeded the time limit (${limits.timeMs} ms)`;
  if (result.outputLimitExceeded) return 'wrote too much output';
  if (result.signal) return `was killed by signal ${result.signal}`;
  if (result.exitCode !== 0) return `exited with code ${result.exitCode}`;
  return undefined;
}

/**
 * Compiles and runs a problem package's own programs (Polygon generators, the main solution that
 * writes the answers, interactors) in the judge's sandbox, never on the host: they are as
 * untrusted as a submission. Binaries are kept on the host between runs and copied into a box for
 * each run. Workshops and checker compiles run one at a time, as they share the admin slot.
 */
export class PackageWorkshop {
  private constructor(
    private readonly slot: SandboxSlot,
    private readonly binDir: string,
  ) {}

  static use<T>(
    using: Sandbox | SandboxBackendName,
    work: (workshop: PackageWorkshop) => Promise<T>,
  ): Promise<T> {
    return inAdminSlot(async () => {
      const own =
        typeof using === 'object'
          ? undefined
          : createSandbox({
              backend: using,
              workDir: join(tmpdir(), 'verdict-package-workshop'),
              instanceName: 'package-workshop',
            });
      const sandbox = own ?? (using as Sandbox);
      const binDir = await mkdtemp(join(tmpdir(), 'verdict-package-bin-'));
      let slot: SandboxSlot | undefined;
      try {
        slot = await sandbox.openSlot(ADMIN_COMPILE_SLOT);
        return await work(new PackageWorkshop(slot, binDir));
      } finally {
        await slot?.close();
        await own?.close();
        await rm(binDir, { recursive: true, force: true });
      }
    });
  }

  /** Compiles the program; later runs name it by `program.name`. */
  async compile(program: WorkshopProgram): Promise<{ ok: boolean; message: string }> {
    const language = checkerLanguage(program.language, 'checker');
    if (!language) return { ok: false, message: `Unsupported language ${program.language} (use C or C++)` };
    await this.slot.reset();
    const outcome = await compileInBox({
      slot: this.slot,
      box: 1,
      language,
      code: program.code,
      extraFiles: { ...testlibFiles(), ...program.extraFiles },
    });
    if (!outcome.ok) return outcome;
    await mkdir(this.binDir, { recursive: true });
    await copyFile(join(this.slot.boxDir(1), 'checker'), this.binaryPath(program.name));
    return outcome;
  }

  /** Runs a compiled program with arguments; stdin and stdout are host files. */
  async run(
    name: string,
    options: { args?: string[]; stdinPath?: string; stdoutPath: string; limits: WorkshopLimits },
  ): Promise<WorkshopRun> {
    await this.install(name, 0);
    const stderrPath = join(this.slot.scratchDir, 'program.err');
    const result = await this.slot.run({
      box: 0,
      argv: ['./program', ...(options.args ?? [])],
      env: baseBoxEnv(),
      stdinPath: options.stdinPath,
      stdoutPath: options.stdoutPath,
      stderrPath,
      limits: runLimits(options.limits),
    });
    return { ...result, failure: failureOf(result, options.limits), stderr: await readHead(stderrPath) };
  }

  /**
   * Runs a solution against an interactor (testlib argv `input tout`), as judging does; the
   * interactor's `tout` is copied to `toutPath` (a Polygon interactive problem's answer).
   */
  async interact(
    solution: string,
    interactor: string,
    options: { inputPath: string; toutPath: string; limits: WorkshopLimits },
  ): Promise<{ solution: WorkshopRun; interactor: WorkshopRun }> {
    await this.install(solution, 0);
    await this.install(interactor, 1);
    const box1 = this.slot.boxDir(1);
    await unlink(join(box1, 'input')).catch(() => undefined);
    await copyFile(options.inputPath, join(box1, 'input'), constants.COPYFILE_EXCL);
    const errors = [0, 1].map((box) => join(this.slot.scratchDir, `interact-${box}.err`));
    const interactorLimits = { ...options.limits, timeMs: options.limits.timeMs * 2 };
    const [solutionResult, interactorResult] = await this.slot.runPair(
      {
        box: 0,
        argv: ['./program'],
        env: baseBoxEnv(),
        stdinPath: 'pipe',
        stdoutPath: 'pipe',
        stderrPath: errors[0],
        limits: runLimits(options.limits),
      },
      {
        box: 1,
        argv: ['./program', 'input', 'tout'],
        env: baseBoxEnv(),
        stdinPath: 'pipe',
        stdoutPath: 'pipe',
        stderrPath: errors[1],
        limits: { ...runLimits(interactorLimits), wallTimeMs: runLimits(options.limits).wallTimeMs + 2000 },
      },
    );
    await unlink(options.toutPath).catch(() => undefined);
    await copyFile(join(box1, 'tout'), options.toutPath).catch(() => undefined);
    return {
      solution: {
        ...solutionResult,
        failure: failureOf(solutionResult, options.limits),
        stderr: await readHead(errors[0]),
      },
      interactor: {
        ...interactorResult,
        failure: failureOf(interactorResult, interactorLimits),
        stderr: await readHead(errors[1]),
      },
    };
  }

  private binaryPath(name: string): string {
    return join(this.binDir, name.replace(/[^\w.-]/g, '_'));
  }

  /** Places a compiled program into the box as /w/program, never following what a box left. */
  private async install(name: string, box: BoxIndex): Promise<void> {
    const target = join(this.slot.boxDir(box), 'program');
    await unlink(target).catch(() => undefined);
    await copyFile(this.binaryPath(name), target, constants.COPYFILE_EXCL);
  }
}

async function readHead(path: string): Promise<string> {
  const text = await readFile(path, 'utf8').catch(() => '');
  return trimMessage(text, 500);
}
