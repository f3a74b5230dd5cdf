import { closeSync, constants, mkdirSync, openSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCuratedEtc } from '../curated-etc';
import type { BoxIndex, RunRequest, RunResult, Sandbox, SandboxInfo, SandboxSlot } from '../sandbox';
import { detectCgroups, type CgroupChoice } from './cgroup-detect';
import { HelperProcess, type HelperReadyInfo } from './helper-process';
import { decodeReport, encodeProgram } from './helper-request';
import { ensureSandboxHelper } from './native-helper';
import { removeStaleCgroups, removeStaleWorkDirs } from './stale-leftovers';
import { claimUidBlock, UID_BLOCK_SIZE, type UidBlock } from './uid-blocks';

export interface NamespaceSandboxOptions {
  /** Host directory for the boxes; must not be inside anything a box can see. */
  workDir: string;
  /** Unique among sandboxes running on this host at the same time. */
  instanceName: string;
  /** Disable the seccomp filter (diagnostics only). */
  seccomp?: boolean;
  /** Size of each box's writable /w and of its /tmp, MB (memory, charged to the writer). */
  diskMb?: number;
}

/** Room for sources, binaries, a compiler's temporary files and a program's own files. */
export const DEFAULT_BOX_DISK_MB = 512;

/*
 * Instance numbers must never repeat within a process: names, directories, cgroups and uids derive
 * from them. Test runners re-evaluate modules per file, so the counter lives on the global object.
 */
const INSTANCE_COUNTER = Symbol.for('verdict.namespace-sandbox.instances');
function nextInstanceNumber(): number {
  const holder = globalThis as { [INSTANCE_COUNTER]?: number };
  const next = holder[INSTANCE_COUNTER] ?? 0;
  holder[INSTANCE_COUNTER] = next + 1;
  return next;
}

/**
 * Linux namespaces + cgroups + rlimits (+ seccomp), driven through a persistent C helper per
 * slot. Each slot gets two uids of its own so per-uid limits and file ownership never mix slots.
 */
export class NamespaceSandbox implements Sandbox {
  readonly info: SandboxInfo;
  private readonly helperPath: string;
  private readonly cgroup: CgroupChoice;
  private readonly readOnlyMounts = new Set<string>();
  private readonly slots = new Set<NamespaceSlot>();
  private readonly uidBase: number;
  /** Held while the sandbox lives, so no other judger on the host runs boxes as these uids. */
  private readonly uidBlock: UidBlock | null;
  /** The uids this sandbox's boxes run as (two per slot). */
  readonly uidRange: [number, number];
  private readonly name: string;

  constructor(private readonly options: NamespaceSandboxOptions) {
    this.helperPath = ensureSandboxHelper();
    const isRoot = process.getuid?.() === 0;
    this.cgroup = detectCgroups(isRoot);
    const instance = nextInstanceNumber();
    this.name = `${options.instanceName.replace(/[^A-Za-z0-9_.-]/g, '_')}-${process.pid}-${instance}`;
    const preferredBlock = ((process.pid << 4) + instance) % 60000;
    // Without root, boxes run as the caller in a user namespace: the uids are not used.
    this.uidBlock = isRoot ? claimUidBlock(preferredBlock) : null;
    this.uidBase = this.uidBlock?.base ?? 100000 + preferredBlock * UID_BLOCK_SIZE;
    this.uidRange = [this.uidBase, this.uidBase + UID_BLOCK_SIZE - 1];
    const notes = [this.cgroup.reason];
    if (!isRoot) notes.push('not root: user namespace with the caller uid; no per-box uid, no cgroups');
    this.info = { backend: 'namespace', cgroup: this.cgroup.mode, unprivileged: !isRoot, notes };
    removeStaleCgroups(this.cgroupParents());
    removeStaleWorkDirs(options.workDir);
    mkdirSync(this.instanceDir, { recursive: true });
    const boxUsers = isRoot
      ? { firstUid: this.uidBase, count: UID_BLOCK_SIZE }
      : { firstUid: process.getuid?.() ?? 65534, count: 1 };
    buildCuratedEtc(this.etcDir, boxUsers);
  }

  private get etcDir(): string {
    return join(this.instanceDir, 'etc');
  }

  private get instanceDir(): string {
    return join(this.options.workDir, `sandbox-${this.name}`);
  }

  private cgroupParents(): string[] {
    if (this.cgroup.mode === 'v1')
      return ['memory', 'pids', 'cpuacct'].map((c) => `${this.cgroup.root}/${c}/verdict`);
    if (this.cgroup.mode === 'v2') return [`${this.cgroup.root}/verdict`];
    return [];
  }

  addReadOnlyMount(hostPath: string): void {
    this.readOnlyMounts.add(hostPath);
  }

  async openSlot(index: number): Promise<SandboxSlot> {
    if (index < 0 || index >= 32) throw new Error('slot index out of range (0..31)');
    const slotDir = join(this.instanceDir, `slot-${index}`);
    const args = ['--slot-dir', slotDir, '--boxes', '2', '--uid-base', String(this.uidBase + index * 2)];
    if (this.cgroup.mode !== 'none') {
      args.push(
        `--cgroup-${this.cgroup.mode}`,
        this.cgroup.root,
        '--cgroup-name',
        `verdict/${this.name}/slot-${index}`,
      );
    }
    for (const mount of this.readOnlyMounts) args.push('--ro', mount);
    args.push('--etc', this.etcDir, '--disk-mb', String(this.options.diskMb ?? DEFAULT_BOX_DISK_MB));
    if (this.options.seccomp === false) args.push('--no-seccomp');
    const helper = new HelperProcess(this.helperPath, args);
    const ready = await helper.ready();
    const slot = new NamespaceSlot(index, slotDir, helper, ready, this.cgroup.mode !== 'none', () =>
      this.slots.delete(slot),
    );
    this.slots.add(slot);
    return slot;
  }

  async close(): Promise<void> {
    await Promise.all([...this.slots].map((slot) => slot.close()));
    this.uidBlock?.release();
    rmSync(this.instanceDir, { recursive: true, force: true });
    for (const parent of this.cgroupParents()) removeEmptyDir(`${parent}/${this.name}`);
  }
}

function removeEmptyDir(path: string): void {
  try {
    rmdirSync(path);
  } catch {
    // still in use or already gone: the helper of a live slot removes its own part
  }
}

/**
 * A box's /w is a tmpfs that exists only in the box's mount namespace; the host reaches it through
 * the box init's root. A descriptor is held on it (reopened after every reset) so a box path never
 * depends on a pid that could be reused once the init is gone.
 */
function openBoxDir(initPid: number): number {
  return openSync(`/proc/${initPid}/root/w`, constants.O_RDONLY | constants.O_DIRECTORY);
}

class NamespaceSlot implements SandboxSlot {
  readonly scratchDir: string;
  private boxDirFds: number[] = [];

  constructor(
    readonly index: number,
    slotDir: string,
    private readonly helper: HelperProcess,
    private readonly ready: HelperReadyInfo,
    private readonly cgroupMemory: boolean,
    private readonly onClose: () => void,
  ) {
    this.scratchDir = join(slotDir, 'io');
    mkdirSync(this.scratchDir, { recursive: true, mode: 0o700 });
    this.openBoxDirs();
  }

  get alive(): boolean {
    return this.helper.alive;
  }

  boxDir(box: BoxIndex): string {
    return `/proc/self/fd/${this.boxDirFds[box]}`;
  }

  private openBoxDirs(): void {
    this.boxDirFds = this.ready.inits.filter((pid) => pid > 0).map(openBoxDir);
  }

  private closeBoxDirs(): void {
    for (const fd of this.boxDirFds.splice(0)) closeSync(fd);
  }

  async run(request: RunRequest): Promise<RunResult> {
    const [report] = await this.helper.request(encodeProgram(request, this.cgroupMemory) + 'run\n');
    return decodeReport(report);
  }

  async runPair(first: RunRequest, second: RunRequest): Promise<[RunResult, RunResult]> {
    const text = encodeProgram(first, this.cgroupMemory) + encodeProgram(second, this.cgroupMemory) + 'run\n';
    const [a, b] = await this.helper.request(text);
    return [decodeReport(a), decodeReport(b)];
  }

  /**
   * The boxes drop their writable space whole (our descriptors on it go first, so nothing keeps
   * it alive); the scratch directory holds only files the helper created, so it is emptied here.
   */
  async reset(): Promise<void> {
    this.closeBoxDirs();
    await this.helper.reset();
    this.openBoxDirs();
    await Promise.all(
      readdirSync(this.scratchDir).map((name) =>
        rm(join(this.scratchDir, name), { recursive: true, force: true }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closeBoxDirs();
    await this.helper.close();
    this.onClose();
  }
}
