import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How many OOM kills a box's memory cgroup has seen (v1 memory.oom_control, v2 memory.events,
 * both `oom_kill N`); undefined when it cannot be read. isolate's own `cg-oom-killed` stays set
 * for every run after the first kill in a box, so a run's kills are this count's growth.
 */
export function readOomKills(memoryCgroup: string, cgroup: 'v1' | 'v2'): number | undefined {
  try {
    const file = cgroup === 'v1' ? 'memory.oom_control' : 'memory.events';
    const match = /^oom_kill (\d+)$/m.exec(readFileSync(join(memoryCgroup, file), 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}
