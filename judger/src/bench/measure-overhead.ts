import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, openSync, closeSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunLimits, Sandbox } from '../sandbox/sandbox';

const TRIVIAL = 'int main(void) { return 0; }\n';
const LIMITS: RunLimits = {
  cpuTimeMs: 1000,
  wallTimeMs: 3000,
  memoryKb: 256 * 1024,
  stackKb: 128 * 1024,
  maxProcesses: 64,
  outputBytes: 1 << 20,
  openFiles: 64,
};

export interface OverheadFigures {
  runs: number;
  bareForkExecMs: number;
  bareNodeSpawnMs: number;
  sandboxedMs: number;
  sandboxInsideMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function nodeSpawn(program: string): Promise<void> {
  const stdin = openSync('/dev/null', 'r');
  const stdout = openSync('/dev/null', 'w');
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, [], { stdio: [stdin, stdout, 'ignore'] });
    child.on('error', reject);
    child.on('exit', () => resolve());
  }).finally(() => {
    closeSync(stdin);
    closeSync(stdout);
  });
}

/**
 * Median wall time of one run of a trivial program: bare fork/exec/wait measured in C (native
 * bench-exec), a bare spawn from Node, and a full sandboxed run from Node through the slot API
 * (request, fork+exec inside the built box, limits, accounting, reply). Interleaved so that
 * machine noise hits all of them alike.
 */
export async function measureOverhead(
  sandbox: Sandbox,
  scratch: string,
  benchExec: string,
  runs = 400,
): Promise<OverheadFigures> {
  writeFileSync(join(scratch, 'trivial.c'), TRIVIAL);
  const program = join(scratch, 'trivial');
  execFileSync('gcc', ['-O2', '-o', program, join(scratch, 'trivial.c')]);
  const slot = await sandbox.openSlot(0);
  try {
    copyFileSync(program, join(slot.boxDir(0), 'trivial'));
    const sandboxed: number[] = [];
    const inside: number[] = [];
    const spawned: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < 4; round++) {
      bare.push(
        Number(execFileSync(benchExec, [String(runs / 4), program], { encoding: 'utf8' }).trim()) / 1000,
      );
      for (let i = 0; i < runs / 4; i++) {
        let start = process.hrtime.bigint();
        const result = await slot.run({ box: 0, argv: ['./trivial'], env: {}, limits: LIMITS });
        sandboxed.push(Number(process.hrtime.bigint() - start) / 1e6);
        inside.push(result.wallTimeMs);
        start = process.hrtime.bigint();
        await nodeSpawn(program);
        spawned.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    }
    return {
      runs,
      bareForkExecMs: median(bare),
      bareNodeSpawnMs: median(spawned),
      sandboxedMs: median(sandboxed),
      sandboxInsideMs: median(inside),
    };
  } finally {
    await slot.close();
  }
}
