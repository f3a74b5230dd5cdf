import { execFile, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { closeSync, createReadStream, mkdirSync, openSync, readdirSync } from 'node:fs';
import { readFile, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BoxIndex, RunRequest, RunResult, SandboxSlot } from '../sandbox';
import { mountBoxTmpfs, unmountBoxTmpfs } from './box-tmpfs';
import { isolateCleanupArgs, isolateInitArgs, isolateRunArgs } from './isolate-command';
import type { IsolateInstall } from './isolate-install';
import { isolateMetaToResult, parseIsolateMeta } from './isolate-meta';
import { readOomKills } from './oom-kills';

const run = promisify(execFile);

/** What a slot needs from its sandbox. */
export interface IsolateSlotPlan {
  index: number;
  install: IsolateInstall;
  boxIds: [number, number];
  scratchDir: string;
  etcDir: string;
  launcherDir: string;
  readOnlyDirs: string[];
  boxSizeMb: number;
  onClose(): void;
}

/**
 * One worker slot on isolate: two boxes, each a fresh `isolate --init` with a size-capped tmpfs as
 * its writable space, renewed by reset(). Every run is one `isolate --run`; its meta file lives in
 * the slot's scratch directory, outside the box. A reset or a run that isolate itself fails retires
 * the slot (`alive` false), so the worker opens a new one.
 */
export class IsolateSlot implements SandboxSlot {
  readonly index: number;
  readonly scratchDir: string;
  private readonly boxDirs: [string, string];
  private closing?: Promise<void>;
  alive = true;

  constructor(private readonly plan: IsolateSlotPlan) {
    this.index = plan.index;
    this.scratchDir = plan.scratchDir;
    const { boxRoot } = plan.install.config;
    this.boxDirs = [join(boxRoot, String(plan.boxIds[0])), join(boxRoot, String(plan.boxIds[1]))];
    mkdirSync(this.scratchDir, { recursive: true, mode: 0o700 });
  }

  private isolate(args: string[]) {
    return run(this.plan.install.binary, args, { env: {} });
  }

  private async renewBox(box: BoxIndex): Promise<void> {
    const id = this.plan.boxIds[box];
    await unmountBoxTmpfs(this.boxDirs[box]);
    await this.isolate(isolateCleanupArgs(id));
    await this.isolate(isolateInitArgs(id));
    await mountBoxTmpfs(this.boxDirs[box], this.plan.boxSizeMb);
  }

  /** Both boxes fresh and empty, and the scratch directory empty. */
  async reset(): Promise<void> {
    try {
      await Promise.all([this.renewBox(0), this.renewBox(1)]);
      await Promise.all(
        readdirSync(this.scratchDir).map((name) =>
          rm(join(this.scratchDir, name), { recursive: true, force: true }),
        ),
      );
    } catch (error) {
      this.alive = false;
      throw error;
    }
  }

  boxDir(box: BoxIndex): string {
    return join(this.boxDirs[box], 'box');
  }

  private spawnRun(
    request: RunRequest,
    stdio: StdioOptions,
  ): { child: ChildProcess; done: Promise<RunResult> } {
    const { install } = this.plan;
    const boxId = this.plan.boxIds[request.box];
    const metaPath = join(this.scratchDir, `meta-${request.box}`);
    const args = isolateRunArgs(request, {
      boxId,
      metaPath,
      cgroup: install.cgroup,
      etcDir: this.plan.etcDir,
      launcherDir: this.plan.launcherDir,
      readOnlyDirs: this.plan.readOnlyDirs,
    });
    const memoryCgroup = install.memoryCgroup(boxId);
    const oomBefore = readOomKills(memoryCgroup, install.cgroup);
    const child = spawn(install.binary, args, { stdio, env: {} });
    const done = new Promise<RunResult>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        // isolate ends right after its program: the order of the two of a pair, on one clock.
        const endedAtMs = performance.now();
        // 0: the program ended well, 1: it did not; anything else is isolate's own failure.
        if (signal || (code ?? 0) > 1) this.alive = false;
        readFile(metaPath, 'utf8')
          .then((text) => {
            const oomAfter = readOomKills(memoryCgroup, install.cgroup);
            const counted = oomBefore !== undefined && oomAfter !== undefined;
            const meta = parseIsolateMeta(text);
            const oomKilled = counted ? oomAfter > oomBefore : undefined;
            resolve({ ...isolateMetaToResult(meta, request.limits.cpuTimeMs, oomKilled), endedAtMs });
          })
          .catch(() => reject(new Error(`isolate ended (${signal ?? code}) without a meta file`)));
      });
    });
    return { child, done };
  }

  /**
   * stdin comes through a pipe the judger fills from the host file, never as a descriptor of the
   * file itself, whose path /proc/self/fd/0 would show. stdout and stderr go straight to files.
   */
  async run(request: RunRequest): Promise<RunResult> {
    const input = request.stdinPath && request.stdinPath !== 'pipe' ? openSync(request.stdinPath, 'r') : -1;
    const output = openSync(
      request.stdoutPath && request.stdoutPath !== 'pipe' ? request.stdoutPath : '/dev/null',
      'w',
    );
    const errors = openSync(request.stderrPath ?? '/dev/null', 'w');
    try {
      const { child, done } = this.spawnRun(request, [input >= 0 ? 'pipe' : 'ignore', output, errors]);
      if (input >= 0 && child.stdin) {
        // A program that exits without reading all of its input closes the pipe: not an error.
        child.stdin.on('error', () => undefined);
        createReadStream('', { fd: input, autoClose: false })
          .on('error', () => child.stdin?.destroy())
          .pipe(child.stdin);
      }
      return await done;
    } finally {
      for (const fd of [input, output, errors]) if (fd >= 0) closeSync(fd);
    }
  }

  /** isolate has no pair mode: the two runs are joined through pipes of the judger. */
  async runPair(first: RunRequest, second: RunRequest): Promise<[RunResult, RunResult]> {
    const errA = openSync(first.stderrPath ?? '/dev/null', 'w');
    const errB = openSync(second.stderrPath ?? '/dev/null', 'w');
    try {
      const a = this.spawnRun(first, ['pipe', 'pipe', errA]);
      const b = this.spawnRun(second, ['pipe', 'pipe', errB]);
      a.child.stdin?.on('error', () => undefined);
      b.child.stdin?.on('error', () => undefined);
      a.child.stdout?.pipe(b.child.stdin!);
      b.child.stdout?.pipe(a.child.stdin!);
      return await Promise.all([a.done, b.done]);
    } finally {
      closeSync(errA);
      closeSync(errB);
    }
  }

  close(): Promise<void> {
    this.alive = false;
    this.closing ??= (async () => {
      for (const [box, id] of this.plan.boxIds.entries()) {
        await unmountBoxTmpfs(this.boxDirs[box]).catch(() => undefined);
        await this.isolate(isolateCleanupArgs(id)).catch(() => undefined);
        // isolate creates the box directory before finding nothing to clean up: leave no trace
        await rmdir(this.boxDirs[box]).catch(() => undefined);
      }
      await rm(this.scratchDir, { recursive: true, force: true });
      this.plan.onClose();
    })();
    return this.closing;
  }
}
