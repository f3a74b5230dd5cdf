import { execFileSync } from 'node:child_process';
import { readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeTree(dir: string): void {
  for (const entry of readdirSync(dir)) {
    const child = join(dir, entry);
    if (statSync(child).isDirectory()) removeTree(child);
  }
  rmdirSync(dir); // cgroup directories go with rmdir once their children are gone
}

const INSTANCE_NAME = /-(\d+)-\d+$/;
const WORK_DIR_NAME = /^sandbox-.*-(\d+)-\d+$/;

/** Entries named `<name>-<pid>-<instance>` whose process is gone. */
function staleEntries(parent: string, pattern = INSTANCE_NAME): string[] {
  let entries: string[];
  try {
    entries = readdirSync(parent);
  } catch {
    return [];
  }
  return entries.filter((entry) => {
    const pid = Number(pattern.exec(entry)?.[1]);
    return pid > 0 && !processAlive(pid) && statSync(join(parent, entry)).isDirectory();
  });
}

/**
 * Box directories of judgers that died without cleaning up (their mounts died with them). GNU rm
 * walks by descriptor, so no depth or count stops it; what it cannot remove is left for a later
 * start rather than stopping this one.
 */
export function removeStaleWorkDirs(workDir: string): void {
  for (const entry of staleEntries(workDir, WORK_DIR_NAME)) {
    try {
      execFileSync('rm', ['-rf', '--one-file-system', join(workDir, entry)], { stdio: 'ignore' });
    } catch {
      // busy or unreadable: a later start tries again
    }
  }
}

/**
 * A judger killed with SIGKILL leaves empty cgroups named `<name>-<pid>-<instance>` behind. Remove
 * those whose process is gone; live ones (other judgers on this host) are left alone.
 */
export function removeStaleCgroups(parents: string[]): void {
  for (const parent of parents) {
    for (const entry of staleEntries(parent)) {
      try {
        removeTree(join(parent, entry));
      } catch {
        // still busy: a later start tries again
      }
    }
  }
}
