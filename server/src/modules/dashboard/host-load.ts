import { availableParallelism, cpus, freemem, totalmem, type CpuInfo } from 'node:os';

/** CPU time counters of the whole host, summed over its cores (ms). */
export interface CpuTimes {
  busy: number;
  total: number;
}

export function cpuTimes(cores: CpuInfo[] = cpus()): CpuTimes {
  let busy = 0;
  let total = 0;
  for (const { times } of cores) {
    const all = times.user + times.nice + times.sys + times.idle + times.irq;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** The share of CPU time spent busy between two readings; 0 when no time passed. */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

/**
 * The host's load as the dashboard shows it: cores, the CPU busy share since the previous reading
 * (the first reading measures from when this object was made), and the memory in use.
 */
export class HostLoad {
  private last = cpuTimes();

  read(): { cores: number; cpuShare: number; memoryShare: number } {
    const now = cpuTimes();
    const cpuShare = busyShare(this.last, now);
    this.last = now;
    const total = totalmem();
    return { cores: availableParallelism(), cpuShare, memoryShare: total > 0 ? 1 - freemem() / total : 0 };
  }
}
