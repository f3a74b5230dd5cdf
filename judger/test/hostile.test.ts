import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeHarness } from './utils/judge-harness';
import { FIXTURES, loadFixtureProblem } from './utils/fixture-problems';
import { NAME_BY_STATUS } from './utils/expectations';
import type { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';

/**
 * Hostile programs against the real sandbox. Each "safe" program prints a+b only when its attack
 * failed, so Accepted means the sandbox held; the bombs must end in their limit verdict. After
 * every one the judge must still judge a normal submission correctly.
 */
const problem = loadFixtureProblem('aplusb');
const HOSTILE = join(__dirname, 'hostile');

/**
 * A fork bomb ends on whichever limit it reaches first: its CPU time, or its memory, which the
 * kernel fills with the task structures of failed forks waiting to be freed (how fast depends on
 * the machine). Either way it is stopped and nothing else is harmed.
 */
const EXPECTED: [file: string, verdicts: string][] = [
  ['fork-bomb.c', 'TLE or MLE'],
  ['thread-bomb.c', 'TLE'],
  ['memory-bomb.c', 'MLE'],
  ['network.c', 'AC'],
  ['read-secrets.c', 'AC'],
  ['write-outside.c', 'AC'],
  ['kill-everything.c', 'AC'],
  ['deep-recursion.c', 'AC'],
  ['environment-probe.c', 'AC'],
  ['escape-syscalls.c', 'AC'],
];

const HEALTHY =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

describe('hostile programs', () => {
  const harness = new JudgeHarness([problem]);
  const marker = join(harness.dir, 'host-marker');

  beforeAll(async () => {
    process.env.VERDICT_TEST_SECRET = 'hunter2'; // must never be visible inside a box
    await harness.start({ languages: ['C'] });
  });

  afterAll(async () => {
    await harness.stop();
    delete process.env.VERDICT_TEST_SECRET;
  });

  it.each(EXPECTED)('%s → %s, and the judge stays healthy', async (file, verdicts) => {
    const answerPath = join(
      harness.dir,
      'cache',
      'testdata',
      String(problem.spec.id),
      problem.spec.testdataVersion,
      '1.out',
    );
    const code = readFileSync(join(HOSTILE, file), 'utf8')
      .replaceAll('@ANSWER_PATH@', answerPath)
      .replaceAll('@FIXTURE_DIR@', FIXTURES)
      .replaceAll('@HOST_MARKER@', marker);
    const result = await harness.submit(problem.spec, 'C', code);
    const status = NAME_BY_STATUS.get(result.status) ?? String(result.status);
    const shown = verdicts.split(' or ').includes(status) ? verdicts : status;
    expect({ file, status: shown, error: result.errorMessage }).toEqual({
      file,
      status: verdicts,
      error: undefined,
    });
    const after = await harness.submit(problem.spec, 'C', HEALTHY);
    expect(NAME_BY_STATUS.get(after.status)).toBe('AC');
  });

  it('left nothing behind on the host', () => {
    expect(existsSync(marker)).toBe(false);
    for (const path of ['/etc/verdict-pwned', '/usr/verdict-pwned', '/verdict-pwned', '/etc/verdict-dir'])
      expect(existsSync(path)).toBe(false);
    // no process of this judger's box uids survives its run
    const [low, high] = (harness.judger.sandbox as NamespaceSandbox).uidRange;
    const boxProcesses = execFileSync('ps', ['-eo', 'uid=,comm='], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => {
        const uid = Number(line.trim().split(/\s+/)[0]);
        return uid >= low && uid <= high;
      });
    expect(boxProcesses).toEqual([]);
  });
});
