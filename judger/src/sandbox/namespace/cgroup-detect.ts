import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

export interface CgroupChoice {
  mode: 'v1' | 'v2' | 'none';
  root: string;
  reason: string;
}

const CGROUP_ROOT = '/sys/fs/cgroup';

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * v1 when the memory, pids and cpuacct hierarchies are mounted separately (this machine kind);
 * v2 when the unified root offers memory, pids and cpu; otherwise none (rlimits only).
 */
export function detectCgroups(isRoot: boolean): CgroupChoice {
  if (!isRoot)
    return { mode: 'none', root: CGROUP_ROOT, reason: 'not root: cgroups unavailable, rlimits only' };
  const v1 = ['memory', 'pids', 'cpuacct'].every((c) => existsSync(`${CGROUP_ROOT}/${c}/cgroup.procs`));
  if (v1 && writable(`${CGROUP_ROOT}/memory`))
    return { mode: 'v1', root: CGROUP_ROOT, reason: 'cgroup v1 controllers' };
  const controllersFile = `${CGROUP_ROOT}/cgroup.controllers`;
  if (existsSync(controllersFile)) {
    const controllers = readFileSync(controllersFile, 'utf8').split(/\s+/);
    if (['memory', 'pids', 'cpu'].every((c) => controllers.includes(c)) && writable(CGROUP_ROOT)) {
      return { mode: 'v2', root: CGROUP_ROOT, reason: 'cgroup v2 unified hierarchy' };
    }
  }
  return {
    mode: 'none',
    root: CGROUP_ROOT,
    reason: 'no usable memory/pids/cpu cgroup controllers, rlimits only',
  };
}
