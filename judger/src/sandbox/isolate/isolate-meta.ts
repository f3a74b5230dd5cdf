import type { KilledFor, RunResult } from '../sandbox';

/** isolate's meta file: `key:value` lines (time in seconds, memory in KB). */
export type IsolateMeta = Record<string, string>;

export function parseIsolateMeta(text: string): IsolateMeta {
  const meta: IsolateMeta = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return meta;
}

const SIGXFSZ = 25;

/**
 * Meta → RunResult. `status` is RE (nonzero exit), SG (signal), TO (timeout), XX (internal
 * error); with --cg, `cg-mem` is the cgroup peak and `cg-oom-killed` marks an OOM kill. That flag
 * stays set for every later run in the same box, so the caller passes `oomKilled` when it counted
 * the kills of this run itself.
 */
export function isolateMetaToResult(
  meta: IsolateMeta,
  cpuLimitMs: number,
  oomKilled = meta['cg-oom-killed'] === '1',
): RunResult {
  const seconds = (key: string) => Math.round(Number(meta[key] ?? 0) * 1000);
  const timeMs = seconds('time');
  const signal = Number(meta.exitsig ?? 0);
  let killedFor: KilledFor = 'none';
  if (meta.status === 'TO')
    killedFor = timeMs >= cpuLimitMs || !/wall/i.test(meta.message ?? '') ? 'cpu' : 'wall';
  return {
    exitCode: Number(meta.exitcode ?? (signal ? -1 : 0)),
    signal,
    timeMs,
    boxTimeMs: timeMs,
    wallTimeMs: seconds('time-wall'),
    memoryKb: Number(meta['max-rss'] ?? meta['cg-mem'] ?? 0),
    oomKilled,
    killedFor,
    outputLimitExceeded: signal === SIGXFSZ,
    startError: meta.status === 'XX' ? `isolate internal error: ${meta.message ?? 'unknown'}` : undefined,
  };
}
