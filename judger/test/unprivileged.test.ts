import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Without root the namespace sandbox degrades to a user namespace with rlimits (no cgroups, no
 * per-box uid) and says so; it must still compile and run. Runs the probe as `nobody` when the
 * tests run as root and `nobody` can read this checkout.
 */
const probe = join(__dirname, 'utils', 'unprivileged-probe.js');
const canRun =
  process.getuid?.() === 0 &&
  spawnSync('su', ['nobody', '-s', '/bin/sh', '-c', `test -r ${probe} && command -v node >/dev/null`])
    .status === 0;

(canRun ? describe : describe.skip)('namespace sandbox without root', () => {
  it('runs in a user namespace with rlimits, compiles a checker, enforces wall time, leaks no env', () => {
    const workDir = mkdtempSync('/tmp/verdict-unprivileged-');
    execFileSync('chown', ['nobody', workDir]);
    const output = execFileSync(
      'su',
      ['nobody', '-s', '/bin/sh', '-c', `VERDICT_TEST_SECRET=hunter2 node ${probe} ${workDir}`],
      {
        encoding: 'utf8',
        timeout: 60000,
      },
    );
    const report = JSON.parse(output.trim().split('\n').pop() ?? '{}') as {
      info: { unprivileged: boolean; cgroup: string };
      checker: { ok: boolean };
      exitCode: number;
      output: string;
      sleeperKilledFor: string;
    };
    expect(report.info).toMatchObject({ unprivileged: true, cgroup: 'none' });
    expect(report.checker.ok).toBe(true);
    expect(report.exitCode).toBe(0);
    expect(report.output).toBe('65534\n\n');
    expect(report.sleeperKilledFor).toBe('wall');
  });
});
