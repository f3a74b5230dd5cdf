import { execFileSync } from 'node:child_process';
import type { IsolateSandbox } from '../../src/sandbox/isolate/isolate-sandbox';
import type { NamespaceSandbox } from '../../src/sandbox/namespace/namespace-sandbox';
import type { JudgeHarness } from './judge-harness';

/** The host's processes running as one of the harness judger's box users: none should outlive a run. */
export function boxProcesses(harness: JudgeHarness): string[] {
  const [low, high] = (harness.judger.sandbox as NamespaceSandbox | IsolateSandbox).uidRange;
  return execFileSync('ps', ['-eo', 'uid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => {
      const uid = Number(line.trim().split(/\s+/)[0]);
      return uid >= low && uid <= high;
    });
}
