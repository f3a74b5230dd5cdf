import { execFile, spawn, execFileSync } from 'node:child_process';
import { openSync, closeSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BoxIndex, RunRequest, RunResult, Sandbox, SandboxInfo, SandboxSlot } from '../sandbox';
import { isolateCleanupArgs, isolateInitArgs, isolateRunArgs } from './isolate-command';
import { isolateMetaToResult, parseIsolateMeta } from './isolate-meta';

const run = promisify(execFile);

export function isolateAvailable(binary = 'isolate'): boolean {
  try {
    execFileSync(binary, ['--version'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

export interface IsolateSandboxOptions {
  workDir: string;
  binary?: string;
  /** First isolate box id used; slot n uses boxes first + 2n and first + 2n + 1. */
  firstBoxId?: number;
}

/**
 * Production backend: drives the isolate CLI (2.x, cgroups). One pair of boxes per worker slot,
 * initialised when the slot opens and re-initialised by reset(); meta files live outside boxes.
 */
export class IsolateSandbox implements Sandbox {
  readonly info: SandboxInfo = {
    backend: 'isolate',
    cgroup: 'v2',
    unprivileged: false,
    notes: ['isolate --cg'],
  };
  private readonly readOnly = new Set<string>();
  private readonly slots = new Set<IsolateSlot>();

  constructor(private readonly options: IsolateSandboxOptions) {
    mkdirSync(options.workDir, { recursive: true });
  }

  addReadOnlyMount(hostPath: string): void {
    this.readOnly.add(hostPath);
  }

  async openSlot(index: number): Promise<SandboxSlot> {
    const binary = this.options.binary ?? 'isolate';
    const first = (this.options.firstBoxId ?? 0) + index * 2;
    const scratch = join(this.options.workDir, `isolate-slot-${index}`);
    mkdirSync(scratch, { recursive: true, mode: 0o700 });
    const slot = new IsolateSlot(index, binary, [first, first + 1], scratch, [...this.readOnly]);
    await slot.init();
    this.slots.add(slot);
    return slot;
  }

  async close(): Promise<void> {
    await Promise.all([...this.slots].map((slot) => slot.close()));
  }
}

class IsolateSlot implements SandboxSlot {
  private readonly dirs: string[] = [];
  alive = true;

  constructor(
    readonly index: number,
    private readonly binary: string,
    private readonly boxIds: [number, number],
    readonly scratchDir: string,
    private readonly readOnlyDirs: string[],
  ) {}

  async init(): Promise<void> {
    for (const [i, id] of this.boxIds.entries()) {
      await run(this.binary, isolateCleanupArgs(id)).catch(() => undefined);
      const { stdout } = await run(this.binary, isolateInitArgs(id));
      this.dirs[i] = join(stdout.trim(), 'box');
    }
  }

  boxDir(box: BoxIndex): string {
    return this.dirs[box];
  }

  private spawnRun(request: RunRequest, stdio: ('pipe' | number)[]) {
    const metaPath = join(this.scratchDir, `meta-${request.box}`);
    const args = isolateRunArgs(request, {
      boxId: this.boxIds[request.box],
      metaPath,
      readOnlyDirs: this.readOnlyDirs,
    });
    const child = spawn(this.binary, args, { stdio, env: {} });
    const done = new Promise<RunResult>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', () => {
        readFile(metaPath, 'utf8')
          .then((text) => resolve(isolateMetaToResult(parseIsolateMeta(text), request.limits.cpuTimeMs)))
          .catch(reject);
      });
    });
    return { child, done };
  }

  private openStdio(request: RunRequest): number[] {
    const input = request.stdinPath && request.stdinPath !== 'pipe' ? request.stdinPath : '/dev/null';
    const output = request.stdoutPath && request.stdoutPath !== 'pipe' ? request.stdoutPath : '/dev/null';
    return [openSync(input, 'r'), openSync(output, 'w'), openSync(request.stderrPath ?? '/dev/null', 'w')];
  }

  async run(request: RunRequest): Promise<RunResult> {
    const fds = this.openStdio(request);
    try {
      return await this.spawnRun(request, fds).done;
    } finally {
      fds.forEach((fd) => closeSync(fd));
    }
  }

  /** isolate has no pair mode: the two runs are joined through Node pipes. */
  async runPair(first: RunRequest, second: RunRequest): Promise<[RunResult, RunResult]> {
    const errA = openSync(first.stderrPath ?? '/dev/null', 'w');
    const errB = openSync(second.stderrPath ?? '/dev/null', 'w');
    try {
      const a = this.spawnRun(first, ['pipe', 'pipe', errA]);
      const b = this.spawnRun(second, ['pipe', 'pipe', errB]);
      a.child.stdout?.pipe(b.child.stdin!).on('error', () => undefined);
      b.child.stdout?.pipe(a.child.stdin!).on('error', () => undefined);
      return await Promise.all([a.done, b.done]);
    } finally {
      closeSync(errA);
      closeSync(errB);
    }
  }

  async reset(): Promise<void> {
    await this.init();
  }

  async close(): Promise<void> {
    this.alive = false;
    for (const id of this.boxIds) await run(this.binary, isolateCleanupArgs(id)).catch(() => undefined);
  }
}
