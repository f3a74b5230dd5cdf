import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JudgeProblemSpec } from '@verdict/common';
import { boxProcesses } from './utils/box-processes';
import { JudgeHarness } from './utils/judge-harness';
import { FIXTURES, loadFixtureProblem } from './utils/fixture-problems';
import { NAME_BY_STATUS } from './utils/expectations';
import { SANDBOX_BACKENDS } from './utils/sandbox-backends';
import { DENIED_CALLS, deniedCallProgram } from './hostile/denied-calls';

/**
 * Hostile programs against the real sandbox. Each "safe" program prints a+b only when its attack
 * failed, so Accepted means the sandbox held; the bombs must end in their limit verdict. After
 * every one the judge must still judge a normal submission correctly.
 */
const problem = loadFixtureProblem('aplusb');
/** Room for the programs that do a lot of file-system work before answering. */
const roomy: JudgeProblemSpec = { ...problem.spec, timeLimitMs: 5000, memoryLimitMb: 512 };
const HOSTILE = join(__dirname, 'hostile');
/** A world-readable file in the host's /etc, where deploy/ keeps the judger's env file. */
const HOST_ETC_SECRET = `/etc/verdict-test-secret-${process.pid}.env`;

/**
 * A fork bomb ends on whichever limit it reaches first: its CPU time, or its memory, which the
 * kernel fills with the task structures of failed forks waiting to be freed (how fast depends on
 * the machine). Either way it is stopped and nothing else is harmed. Filling the disk ends the same
 * way: the box's writable space is memory charged to the box, so the cap or the memory limit
 * stops it first.
 */
const EXPECTED: [file: string, verdicts: string, spec: JudgeProblemSpec][] = [
  ['fork-bomb.c', 'TLE or MLE', problem.spec],
  ['thread-bomb.c', 'TLE', problem.spec],
  ['memory-bomb.c', 'MLE', problem.spec],
  ['network.c', 'AC', problem.spec],
  ['read-secrets.c', 'AC', problem.spec],
  ['write-outside.c', 'AC', problem.spec],
  ['kill-everything.c', 'AC', problem.spec],
  ['deep-recursion.c', 'AC', problem.spec],
  ['environment-probe.c', 'AC', problem.spec],
  ['escape-syscalls.c', 'AC', problem.spec],
  ['disk-fill.c', 'AC or MLE', roomy],
  ['ipc-leftovers.c', 'AC', problem.spec],
  ['read-host-etc.c', 'AC', problem.spec],
  ['stdin-path.c', 'AC', problem.spec],
];

const HEALTHY =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

function verdictName(status: number, expected: string): string {
  const name = NAME_BY_STATUS.get(status) ?? String(status);
  return expected.split(' or ').includes(name) ? expected : name;
}

describe.each(SANDBOX_BACKENDS)('hostile programs (%s sandbox)', (backend) => {
  const harness = new JudgeHarness([problem]);
  const marker = join(harness.dir, 'host-marker');
  const cacheDir = join(harness.dir, 'cache');

  beforeAll(async () => {
    process.env.VERDICT_TEST_SECRET = 'hunter2'; // must never be visible inside a box
    writeFileSync(HOST_ETC_SECRET, 'JUDGER_TOKEN=hunter2\n', { mode: 0o644 });
    await harness.start({ languages: ['C'], sandbox: backend });
  });

  afterAll(async () => {
    await harness.stop();
    rmSync(HOST_ETC_SECRET, { force: true });
    delete process.env.VERDICT_TEST_SECRET;
  });

  async function expectVerdict(code: string, verdicts: string, spec = problem.spec): Promise<void> {
    const result = await harness.submit(spec, 'C', code);
    expect({ status: verdictName(result.status, verdicts), error: result.errorMessage }).toEqual({
      status: verdicts,
      error: undefined,
    });
    const after = await harness.submit(problem.spec, 'C', HEALTHY);
    expect(NAME_BY_STATUS.get(after.status)).toBe('AC');
  }

  // Every row has all three values: jest-each takes a test function with more parameters than a
  // row has values for a callback-style test, and would pass `done` as the spec.
  it.each(EXPECTED)('%s → %s, and the judge stays healthy', async (file, verdicts, spec) => {
    const answerPath = join(
      cacheDir,
      'testdata',
      String(problem.spec.id),
      problem.spec.testdataVersion,
      '1.out',
    );
    const code = readFileSync(join(HOSTILE, file), 'utf8')
      .replaceAll('@ANSWER_PATH@', answerPath)
      .replaceAll('@FIXTURE_DIR@', FIXTURES)
      .replaceAll('@HOST_MARKER@', marker)
      .replaceAll('@HOST_ETC_SECRET@', HOST_ETC_SECRET)
      .replaceAll('@CACHE_DIR@', cacheDir);
    await expectVerdict(code, verdicts, spec);
  });

  it.each(DENIED_CALLS)('$name is refused', async (call) => {
    await expectVerdict(deniedCallProgram(call), 'AC');
  });

  it('left nothing behind on the host', () => {
    expect(existsSync(marker)).toBe(false);
    const planted = ['/etc/verdict-pwned', '/usr/verdict-pwned', '/verdict-pwned', '/etc/verdict-dir'];
    for (const path of [...planted, '/dev/shm/verdict-pwned']) expect(existsSync(path)).toBe(false);
    // no process of this judger's box uids survives its run
    expect(boxProcesses(harness)).toEqual([]);
  });
});
