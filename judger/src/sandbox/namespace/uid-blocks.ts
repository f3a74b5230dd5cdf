import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { processAlive } from './stale-leftovers';

/**
 * Where the judgers of one host record which blocks of box uids they hold (root only; the file of
 * a dead holder is taken over).
 */
export const UID_BLOCK_DIR = '/run/verdict/uid-blocks';
export const UID_BLOCK_SIZE = 64;
const FIRST_UID = 100000;
const BLOCKS = 60000;

export interface UidBlock {
  /** The first of the block's UID_BLOCK_SIZE uids. */
  base: number;
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
 * Removes the files of every block whose holder died: a judger killed with SIGKILL never
 * releases its block, and nothing else would ever look at a block nobody collides with.
 */
function releaseDeadHolders(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (heldByTheDead(path)) rmSync(path, { force: true });
  }
}

/**
 * Claims a block of box uids that no other sandbox on this host holds: one file per block,
 * created exclusively and naming the holder's pid. Blocks of holders that died are released
 * first (every start sweeps them all). The search starts at `preferred`, so sandboxes spread out
 * instead of all probing block 0.
 */
export function claimUidBlock(preferred: number, dir = UID_BLOCK_DIR): UidBlock {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  releaseDeadHolders(dir);
  for (let step = 0; step < BLOCKS; step++) {
    const index = (preferred + step) % BLOCKS;
    const path = join(dir, String(index));
    let claimed = tryCreate(path);
    if (!claimed && heldByTheDead(path)) {
      // its holder died since the sweep
      rmSync(path, { force: true });
      claimed = tryCreate(path);
    }
    if (claimed)
      return { base: FIRST_UID + index * UID_BLOCK_SIZE, release: () => rmSync(path, { force: true }) };
  }
  throw new Error('no free block of box uids on this host');
}
