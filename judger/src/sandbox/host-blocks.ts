import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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

/**
 * Claims one of `count` numbered blocks of a host-wide resource (box uids, isolate box ids) that
 * no other live process holds: one file per block in `dir` (root only), created exclusively and
 * naming the holder's pid. A block whose holder died is taken over. The search starts at
 * `preferred`, so claimants spread out instead of all probing block 0. Undefined when all are held.
 */
export function claimHostBlock(dir: string, count: number, preferred: number): HostBlock | undefined {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (let step = 0; step < count; step++) {
    const index = (preferred + step) % count;
    const path = join(dir, String(index));
    let claimed = tryCreate(path);
    if (!claimed) {
      const holder = holderOf(path);
      // holder 0: a claim still being written, not a dead one
      if (holder > 0 && !processAlive(holder)) {
        rmSync(path, { force: true });
        claimed = tryCreate(path);
      }
    }
    if (claimed) return { index, release: () => rmSync(path, { force: true }) };
  }
  return undefined;
}
