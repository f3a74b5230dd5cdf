import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './namespace/stale-leftovers';

export interface HostBlock {
  /** Which of the numbered blocks was claimed. */
  index: number;
  release(): void;
}

function holderOf(path: string): number {
  try {
    return Number(readFileSync(path, 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** Creates the block's file for this process; false when someone holds it. */
function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Whether the block's file names a holder that no longer runs (0: a claim still being written). */
function heldByTheDead(path: string): boolean {
  const holder = holderOf(path);
  return holder > 0 && !processAlive(holder);
}

/**
 * Removes the files of every block whose holder died: a judger killed with SIGKILL never releases
 * its block, and nothing else would ever look at a block nobody collides with.
 */
function releaseDeadHolders(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (heldByTheDead(path)) rmSync(path, { force: true });
  }
}

/**
 * Claims one of `count` numbered blocks of a host-wide resource (box uids, isolate box ids) that
 * no other live process holds: one file per block in `dir` (root only), created exclusively and
 * naming the holder's pid. Blocks of holders that died are released first (every claim sweeps them
 * all), and one whose holder died since is taken over. The search starts at
 * `preferred`, so claimants spread out instead of all probing block 0. Undefined when all are held.
 */
export function claimHostBlock(dir: string, count: number, preferred: number): HostBlock | undefined {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  releaseDeadHolders(dir);
  for (let step = 0; step < count; step++) {
    const index = (preferred + step) % count;
    const path = join(dir, String(index));
    let claimed = tryCreate(path);
    if (!claimed && heldByTheDead(path)) {
      // its holder died since the sweep
      rmSync(path, { force: true });
      claimed = tryCreate(path);
    }
    if (claimed) return { index, release: () => rmSync(path, { force: true }) };
  }
  return undefined;
}
