import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SubmissionResult } from '@verdict/common';
import { boxProcesses } from './utils/box-processes';
import { JudgeHarness } from './utils/judge-harness';
import { loadFixtureProblem } from './utils/fixture-problems';
import { NAME_BY_STATUS } from './utils/expectations';
import { SANDBOX_BACKENDS } from './utils/sandbox-backends';

/**
 * The attacks of the hostile suite written in each language that can make them (a fork bomb, a
 * write outside the box, a network connection): a runtime with its own process, file and socket
 * calls must be held as a C program is. Files are named `<attack>.<language>.<ext>`; the safe
 * ones print a+b only when their attack failed.
 */
const problem = loadFixtureProblem('aplusb');
const FOLDER = join(__dirname, 'hostile', 'languages');
const LANGUAGE_OF: Record<string, string> = {
  pypy3: 'PyPy3',
  php: 'PHP',
  ruby: 'Ruby',
  csharp: 'C#',
  kotlin: 'Kotlin',
  scala: 'Scala',
  haskell: 'Haskell',
  ocaml: 'OCaml',
  lisp: 'Common Lisp',
};
/** A fork bomb ends on the limit it reaches first; a runtime may also give up with an error. */
const EXPECTED: Record<string, string[]> = {
  'fork-bomb': ['TLE', 'MLE', 'RE'],
  'write-outside': ['AC'],
  network: ['AC'],
};
const ATTACKS = readdirSync(FOLDER)
  .sort()
  .map((file) => {
    const [attack, key] = file.split('.');
    return { file, attack, language: LANGUAGE_OF[key] };
  });
const HEALTHY =
  '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';

describe.each(SANDBOX_BACKENDS)('hostile programs in every language (%s sandbox)', (backend) => {
  const harness = new JudgeHarness([problem]);
  const marker = join(harness.dir, 'host-marker');
  const results = new Map<string, Promise<SubmissionResult>>();

  beforeAll(async () => {
    await harness.start({ languages: ['C', ...Object.values(LANGUAGE_OF)], sandbox: backend });
    // All at once, as a contest's flood of submissions would come: the judge's workers take them
    // side by side.
    for (const { file, language } of ATTACKS) {
      const code = readFileSync(join(FOLDER, file), 'utf8').replaceAll('@HOST_MARKER@', marker);
      results.set(file, harness.submit(problem.spec, language, code));
    }
  }, 120_000);
  afterAll(() => harness.stop());

  it('names a known language and attack in every file', () => {
    expect(ATTACKS.filter(({ attack, language }) => !language || !EXPECTED[attack])).toEqual([]);
  });

  it.each(ATTACKS.map((row) => [row.file, row] as const))('%s is held', async (file, { attack }) => {
    const result = await results.get(file)!;
    const status = NAME_BY_STATUS.get(result.status) ?? String(result.status);
    expect({ status, error: result.errorMessage }).toEqual({
      status: EXPECTED[attack].includes(status) ? status : EXPECTED[attack].join(' or '),
      error: undefined,
    });
  });

  it('judges a healthy program right afterwards, and left nothing behind on the host', async () => {
    await Promise.allSettled(results.values());
    expect(NAME_BY_STATUS.get((await harness.submit(problem.spec, 'C', HEALTHY)).status)).toBe('AC');
    expect(existsSync(marker)).toBe(false);
    for (const path of ['/etc/verdict-pwned', '/usr/verdict-pwned', '/verdict-pwned'])
      expect(existsSync(path)).toBe(false);
    expect(boxProcesses(harness)).toEqual([]);
  });
});
