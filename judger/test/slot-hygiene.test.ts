import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeProblemSpec } from '@verdict/common';
import { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';
import { NAME_BY_STATUS } from './utils/expectations';
import { loadFixtureProblem } from './utils/fixture-problems';
import { JudgeHarness, testDir } from './utils/judge-harness';
import { SANDBOX_BACKENDS } from './utils/sandbox-backends';

/**
 * What one task leaves in its slot never reaches the next task, and what a killed judger leaves on
 * the host never stops the next one from starting.
 */
const problem = loadFixtureProblem('aplusb');
const roomy: JudgeProblemSpec = { ...problem.spec, timeLimitMs: 5000, memoryLimitMb: 512 };
const DEEP_TREE = readFileSync(join(__dirname, 'hostile', 'deep-tree.c'), 'utf8');
const HEALTHY =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

describe.each(SANDBOX_BACKENDS)('one slot, task after task (%s sandbox)', (backend) => {
  const harness = new JudgeHarness([problem]);

  beforeAll(() => harness.start({ languages: ['C'], sandbox: backend, parallel: 1 }));
  afterAll(() => harness.stop());

  it('judges the next task after one left a 3000-deep tree and 100 000 files', async () => {
    const tree = await harness.submit(roomy, 'C', DEEP_TREE);
    expect(NAME_BY_STATUS.get(tree.status)).toBe('AC');
    for (let i = 0; i < 2; i++) {
      const next = await harness.submit(problem.spec, 'C', HEALTHY);
      expect({ status: NAME_BY_STATUS.get(next.status), error: next.errorMessage }).toEqual({
        status: 'AC',
        error: undefined,
      });
    }
  });
});

/** What deep-tree.c leaves, planted by one process walking down as a program would. */
function plantDeepTree(root: string, depth: number, files: number): void {
  mkdirSync(root, { recursive: true });
  const script = [
    'import os, sys',
    'os.chdir(sys.argv[1]); os.mkdir("flat")',
    `for i in range(${files}): os.close(os.open("flat/%d" % i, os.O_CREAT | os.O_WRONLY, 0o600))`,
    `for i in range(${depth}): os.mkdir("d"); os.chdir("d")`,
  ].join('\n');
  execFileSync('python3', ['-c', script, root]);
}

describe('restarting after a killed judger', () => {
  it('starts over box directories holding a 3000-deep tree and 100 000 files, and removes them', async () => {
    const workDir = testDir('restart');
    const deadPid = spawnSync('true').pid!; // exited: its pid names a judger that is gone
    const stale = join(workDir, `sandbox-killed-${deadPid}-0`, 'slot-0', 'box-0', 'w');
    plantDeepTree(stale, 3000, 100_000);

    const sandbox = new NamespaceSandbox({ workDir, instanceName: 'restarted' });
    try {
      expect(existsSync(join(workDir, `sandbox-killed-${deadPid}-0`))).toBe(false);
      const slot = await sandbox.openSlot(0);
      const result = await slot.run({
        box: 0,
        argv: ['/bin/true'],
        env: {},
        limits: {
          cpuTimeMs: 1000,
          wallTimeMs: 3000,
          memoryKb: 64 * 1024,
          stackKb: 8192,
          maxProcesses: 8,
          outputBytes: 1 << 20,
          openFiles: 32,
        },
      });
      expect(result.exitCode).toBe(0);
    } finally {
      await sandbox.close();
      execFileSync('rm', ['-rf', workDir]);
    }
  });
});
