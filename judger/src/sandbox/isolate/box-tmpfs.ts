import { execFile } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** True when `dir` is the root of a mount (its device differs from its parent's). */
function isMountPoint(dir: string): boolean {
  try {
    return statSync(dir).dev !== statSync(dirname(dir)).dev;
  } catch {
    return false;
  }
}

/**
 * Caps a box's writable space: a tmpfs of `sizeMb` over isolate's box directory (<box_root>/<n>,
 * which holds the box's /box and /tmp), with the empty `box` directory `isolate --init` made
 * recreated on it. Writing past the cap fails with ENOSPC instead of filling the host's disk, and
 * the pages count against the box's memory cgroup as they are written. Mounted after --init and
 * removed before isolate touches the directory again (its --cleanup refuses mount points).
 */
export async function mountBoxTmpfs(dir: string, sizeMb: number): Promise<void> {
  await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755,nosuid,nodev`, 'verdict-box', dir]);
  mkdirSync(join(dir, 'box'), { mode: 0o700 });
}

/**
 * Detaches the tmpfs (and any left stacked by a judger that was killed). Its files go in one step,
 * whatever a program left there: no walk over deep trees or a hundred thousand files.
 */
export async function unmountBoxTmpfs(dir: string): Promise<void> {
  for (let layer = 0; layer < 8 && isMountPoint(dir); layer++) await run('umount', ['--lazy', dir]);
  if (isMountPoint(dir)) throw new Error(`cannot unmount the box space at ${dir}`);
}
