import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildCuratedEtc } from '../curated-etc';
import { claimHostBlock, type HostBlock } from '../host-blocks';
import type { Sandbox, SandboxInfo, SandboxSlot } from '../sandbox';
import { resolveIsolateBinary } from './isolate-binary';
import { inspectIsolate, type IsolateInstall } from './isolate-install';
import { IsolateSlot } from './isolate-slot';
import { installSeccompLauncher } from './seccomp-launcher';

/** Where the judgers of one host record which blocks of isolate box ids they hold. */
export const BOX_BLOCK_DIR = '/run/verdict/isolate-boxes';
/** Box ids per sandbox: 32 slots of two boxes. */
export const BOX_BLOCK_SIZE = 64;
const SLOTS = BOX_BLOCK_SIZE / 2;

export interface IsolateSandboxOptions {
  workDir: string;
  /** Absolute path of isolate (JUDGER_ISOLATE_BIN); default: found in the usual places. */
  binary?: string;
  /** isolate's configuration file; default: the one its install prefix implies. */
  configPath?: string;
  /** Writable space of each box (/w and /tmp together), MB. */
  boxSizeMb?: number;
}

/**
 * Whether JUDGER_SANDBOX=auto takes isolate: found the same way runs find it, and usable here
 * (root, which mounting box space needs, and the cgroups of the installed version).
 */
export function isolateAvailable(binary?: string): boolean {
  const path = resolveIsolateBinary(binary);
  if (!path || process.getuid?.() !== 0) return false;
  try {
    inspectIsolate(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Production backend: drives the isolate CLI, 1.x on cgroup v1 or 2.x on cgroup v2. Each sandbox
 * claims a host-wide block of 64 box ids (so two judgers never share a box), builds the curated
 * /etc for its box users and a copy of the seccomp launcher, all bound read-only into every box.
 */
export class IsolateSandbox implements Sandbox {
  readonly info: SandboxInfo;
  readonly install: IsolateInstall;
  /** The uids this sandbox's boxes run as. */
  readonly uidRange: [number, number];
  private readonly block: HostBlock;
  private readonly firstBoxId: number;
  private readonly dir: string;
  private readonly readOnly = new Set<string>();
  private readonly slots = new Set<IsolateSlot>();

  constructor(private readonly options: IsolateSandboxOptions) {
    const binary = resolveIsolateBinary(options.binary);
    if (!binary) {
      throw new Error(
        options.binary
          ? `isolate: ${options.binary} is not an executable file`
          : 'isolate not found in /usr/local/bin, /usr/bin, /bin or PATH (set JUDGER_ISOLATE_BIN)',
      );
    }
    this.install = inspectIsolate(binary, options.configPath);
    const { config, version, cgroup } = this.install;
    const blocks = Math.floor(config.numBoxes / BOX_BLOCK_SIZE);
    const block = claimHostBlock(BOX_BLOCK_DIR, blocks, 0);
    if (!block) {
      throw new Error(
        `isolate: no free block of ${BOX_BLOCK_SIZE} boxes (num_boxes = ${config.numBoxes}; ` +
          `each judger on this host needs ${BOX_BLOCK_SIZE})`,
      );
    }
    this.block = block;
    this.firstBoxId = block.index * BOX_BLOCK_SIZE;
    const firstUid = config.firstUid + this.firstBoxId;
    this.uidRange = [firstUid, firstUid + BOX_BLOCK_SIZE - 1];
    this.dir = join(options.workDir, `isolate-${block.index}`);
    try {
      rmSync(this.dir, { recursive: true, force: true });
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      buildCuratedEtc(join(this.dir, 'etc'), { firstUid, count: BOX_BLOCK_SIZE });
      installSeccompLauncher(join(this.dir, 'bin'));
    } catch (error) {
      block.release();
      throw error;
    }
    this.info = {
      backend: 'isolate',
      cgroup,
      unprivileged: false,
      notes: [
        `isolate ${version} (${binary}), cgroup ${cgroup}`,
        `boxes ${this.firstBoxId}-${this.firstBoxId + BOX_BLOCK_SIZE - 1}, uids ${this.uidRange.join('-')}`,
      ],
    };
  }

  addReadOnlyMount(hostPath: string): void {
    this.readOnly.add(hostPath);
  }

  async openSlot(index: number): Promise<SandboxSlot> {
    if (index < 0 || index >= SLOTS) throw new Error(`slot index out of range (0..${SLOTS - 1})`);
    const first = this.firstBoxId + index * 2;
    const slot = new IsolateSlot({
      index,
      install: this.install,
      boxIds: [first, first + 1],
      scratchDir: join(this.dir, `slot-${index}`),
      etcDir: join(this.dir, 'etc'),
      launcherDir: join(this.dir, 'bin'),
      readOnlyDirs: [...this.readOnly],
      boxSizeMb: this.options.boxSizeMb ?? 512,
      onClose: () => this.slots.delete(slot),
    });
    try {
      await slot.reset();
    } catch (error) {
      await slot.close();
      throw error;
    }
    this.slots.add(slot);
    return slot;
  }

  async close(): Promise<void> {
    await Promise.all([...this.slots].map((slot) => slot.close()));
    this.block.release();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
