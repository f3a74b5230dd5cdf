// Run as an unprivileged user by unprivileged.test.ts: the namespace sandbox must degrade to a
// user namespace with rlimits, still compile a checker and run a program. Prints one JSON line.
require('../../bin/ts-register');
const { readFileSync, rmSync } = require('node:fs');
const { compileChecker } = require('../../src/checkers/compile-checker.ts');
const { NamespaceSandbox } = require('../../src/sandbox/namespace/namespace-sandbox.ts');

(async () => {
  const workDir = process.argv[2];
  const sandbox = new NamespaceSandbox({ workDir, instanceName: 'unprivileged' });
  const checker = await compileChecker(
    {
      language: 'C++',
      code: '#include "testlib.h"\nint main(int c, char **v) { registerTestlibCmd(c, v); quitf(_ok, "fine"); }\n',
    },
    sandbox,
  );
  const slot = await sandbox.openSlot(0);
  const limits = {
    cpuTimeMs: 2000,
    wallTimeMs: 5000,
    memoryKb: 64 * 1024,
    limitAddressSpace: true,
    stackKb: 8192,
    maxProcesses: 32,
    outputBytes: 1 << 20,
    openFiles: 32,
  };
  const out = `${slot.scratchDir}/out`;
  const run = await slot.run({
    box: 0,
    argv: ['/bin/sh', '-c', 'id -u; echo $VERDICT_TEST_SECRET'],
    env: { PATH: '/usr/bin:/bin' },
    stdoutPath: out,
    limits,
  });
  const sleeper = await slot.run({
    box: 0,
    argv: ['/bin/sleep', '5'],
    env: {},
    limits: { ...limits, wallTimeMs: 300 },
  });
  const output = readFileSync(out, 'utf8');
  await sandbox.close();
  rmSync(workDir, { recursive: true, force: true });
  console.log(
    JSON.stringify({
      info: sandbox.info,
      checker,
      exitCode: run.exitCode,
      output,
      sleeperKilledFor: sleeper.killedFor,
    }),
  );
})().catch((error) => {
  console.log(JSON.stringify({ error: String(error) }));
  process.exit(1);
});
