import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';
import type { RunLimits, SandboxSlot } from '../src/sandbox/sandbox';
import { testDir } from './utils/judge-harness';

/**
 * The sandbox must report CPU time and peak memory within 5 % of what the program measures about
 * itself (getrusage), and enforce each limit it is given.
 */
const SELF_MEASURING = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
int main(int argc, char **argv) {
    size_t mb = (size_t)atoi(argv[1]);
    char *block = malloc(mb << 20);
    memset(block, 1, mb << 20);
    volatile unsigned long spin = 0;
    for (unsigned long i = 0; i < (unsigned long)atol(argv[2]); i++) spin += i;
    struct rusage self;
    getrusage(RUSAGE_SELF, &self);
    long cpu_us = self.ru_utime.tv_sec * 1000000L + self.ru_utime.tv_usec + self.ru_stime.tv_sec * 1000000L + self.ru_stime.tv_usec;
    printf("%ld %ld\\n", cpu_us / 1000, self.ru_maxrss);
    return block[12345] - 1;
}
`;

/** Keeps its memory in a memfd, where it never shows in the process's own RSS. */
const MEMFD_HOG = `#define _GNU_SOURCE
#include <sys/mman.h>
#include <unistd.h>
static char chunk[4096];
int main(void) {
    int fd = memfd_create("hog", 0);
    for (;;) if (write(fd, chunk, sizeof chunk) < 0) return 1;
}
`;

const FORK_BOMB = '#include <unistd.h>\nint main(void) { for (;;) fork(); }\n';

const limits: RunLimits = {
  cpuTimeMs: 5000,
  wallTimeMs: 15000,
  memoryKb: 512 * 1024,
  stackKb: 128 * 1024,
  maxProcesses: 16,
  outputBytes: 1 << 20,
  openFiles: 32,
};

describe('namespace sandbox accounting', () => {
  const dir = testDir('accuracy');
  const sandbox = new NamespaceSandbox({ workDir: join(dir, 'work'), instanceName: 'accuracy' });
  let slot: SandboxSlot;

  beforeAll(async () => {
    for (const [name, source] of [
      ['measure', SELF_MEASURING],
      ['memfd-hog', MEMFD_HOG],
      ['fork-bomb', FORK_BOMB],
    ]) {
      writeFileSync(join(dir, `${name}.c`), source);
      execFileSync('gcc', ['-O1', '-o', join(dir, name), join(dir, `${name}.c`)]);
    }
    slot = await sandbox.openSlot(0);
    for (const name of ['measure', 'memfd-hog', 'fork-bomb'])
      copyFileSync(join(dir, name), join(slot.boxDir(0), name));
  });

  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['64 MB, ~0.3 s of CPU', 64, 40_000_000],
    ['200 MB, ~0.3 s of CPU', 200, 40_000_000],
  ])("%s: time and memory within 5 %% of the program's own figures", async (_name, mb, loops) => {
    const out = join(slot.scratchDir, 'measure.out');
    const result = await slot.run({
      box: 0,
      argv: ['./measure', String(mb), String(loops)],
      env: {},
      stdoutPath: out,
      limits,
    });
    const [selfMs, selfKb] = readFileSync(out, 'utf8').trim().split(' ').map(Number);
    expect(result.exitCode).toBe(0);
    expect(Math.abs(result.timeMs - selfMs) / selfMs).toBeLessThanOrEqual(0.05);
    expect(Math.abs(result.memoryKb - selfKb) / selfKb).toBeLessThanOrEqual(0.05);
  });

  it('enforces CPU time, wall time, memory, processes, output size and open files', async () => {
    const run = (script: string, change: Partial<RunLimits>) =>
      slot.run({
        box: 0,
        argv: ['/bin/sh', '-c', script],
        env: { PATH: '/usr/bin:/bin' },
        stdoutPath: join(slot.scratchDir, 'sh.out'),
        limits: { ...limits, ...change },
      });
    expect((await run('while :; do :; done', { cpuTimeMs: 300 })).killedFor).toBe('cpu');
    expect((await run('sleep 5', { wallTimeMs: 300 })).killedFor).toBe('wall');
    const hog = await slot.run({
      box: 0,
      argv: ['./measure', '200', '1'],
      env: {},
      limits: { ...limits, memoryKb: 64 * 1024 },
    });
    expect({ oom: hog.oomKilled, signal: hog.signal }).toEqual({ oom: true, signal: 9 });
    expect((await run('exec head -c 5000 /dev/zero', { outputBytes: 1000 })).outputLimitExceeded).toBe(true);
    const forks = await run('for i in 1 2 3 4 5 6 7 8 9 10; do sleep 1 & done; wait', { maxProcesses: 4 });
    expect(forks.exitCode !== 0 || forks.signal !== 0).toBe(true);
    const files = await run('exec 3</dev/null 4</dev/null 5</dev/null 6</dev/null 7</dev/null', {
      openFiles: 5,
    });
    expect(files.exitCode).not.toBe(0);
  });

  // The OOM killer picks the task with the most resident memory. The box init is not in the box's
  // cgroup, so a program whose memory is not resident (a memfd, or the kernel memory of a fork
  // bomb's failed forks) is still the one it stops, and the box keeps working.
  it.each([
    ['memory kept outside its RSS', './memfd-hog'],
    ['a fork bomb', './fork-bomb'],
  ])(
    'a program filling its memory limit with %s is stopped, and the box survives',
    async (_name, program) => {
      const result = await slot.run({
        box: 0,
        argv: [program],
        env: {},
        limits: { ...limits, cpuTimeMs: 1000, memoryKb: 40 * 1024, maxProcesses: 128, outputBytes: 1 << 28 },
      });
      expect(result.oomKilled || result.killedFor === 'cpu').toBe(true);
      const after = await slot.run({ box: 0, argv: ['./measure', '1', '1'], env: {}, limits });
      expect(after.exitCode).toBe(0);
    },
  );
});
