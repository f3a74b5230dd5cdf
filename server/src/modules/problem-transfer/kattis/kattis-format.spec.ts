import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { KATTIS_VALIDATOR_MARKER } from '@verdict/judger';
import { readKattisConfig } from './kattis-config';
import { readKattisPackage } from './kattis-package';
import { splitStatement } from './kattis-statement';

describe('readKattisConfig', () => {
  it('reads name, source, limits and validation', () => {
    expect(
      readKattisConfig(
        'name: Hello\nsource: NWERC\nlimits:\n  time_limit: 1.5\n  memory: 512\nvalidation: custom\n',
      ),
    ).toEqual({
      name: 'Hello',
      source: 'NWERC',
      timeLimitMs: 1500,
      memoryLimitMb: 512,
      validation: 'custom',
    });
  });

  it.each([
    ['', 'default'],
    ['validation: default', 'default'],
    ['validation: custom score', 'custom'],
    ['validation: custom interactive', 'custom interactive'],
    ['type: interactive', 'custom interactive'],
  ])('%j → validation %s', (text, validation) => {
    expect(readKattisConfig(text).validation).toBe(validation);
  });

  it('takes the first language of a localised name and ignores legacy limits', () => {
    const config = readKattisConfig('name:\n  en: Sum\n  sv: Summa\nlimits:\n  time_multiplier: 5\n');
    expect(config.name).toBe('Sum');
    expect(config.timeLimitMs).toBeUndefined();
  });

  it.each(['validation: [', '- a list', 'validation: magic'])('refuses %j', (text) => {
    expect(() => readKattisConfig(text)).toThrow(/problem\.yaml/);
  });
});

describe('splitStatement', () => {
  it.each([
    [
      'a LaTeX statement',
      'tex' as const,
      '\\problemname{Add Two}\n\nAdd $a$ and $b$.\n\n\\section*{Input}\nTwo.\n\\section*{Output}\nSum.\n',
      { title: 'Add Two', description: 'Add $a$ and $b$.', input: 'Two.', output: 'Sum.', notes: '' },
    ],
    [
      'a Markdown statement',
      'md' as const,
      '# Add Two\n\nAdd them.\n\n## Input\n\nTwo.\n\n## Output\n\nSum.\n\n## Notes\nEasy.',
      { title: 'Add Two', description: 'Add them.', input: 'Two.', output: 'Sum.', notes: 'Easy.' },
    ],
  ])('splits %s into title, legend, input, output and notes', (_name, format, text, parts) => {
    expect(splitStatement(text, format)).toEqual(parts);
  });
});

describe('readKattisPackage', () => {
  let dir: string;
  const write = async (files: Record<string, string>) => {
    for (const [name, data] of Object.entries(files)) {
      await mkdir(dirname(join(dir, 'pkg', name)), { recursive: true });
      await writeFile(join(dir, 'pkg', name), data);
    }
  };
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kattis-spec-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('imports an interactive problem with its output validator as the interactor', async () => {
    await write({
      'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: interactive\nname:\n  en: Guess\n',
      'statement/problem.en.tex': '\\problemname{Guess}\nGuess it.\n',
      'data/sample/1.interaction': '>1\n<correct\n',
      'data/secret/1.in': 'fixed 1\n',
      'data/secret/1.ans': '1\n',
      'output_validator/guess/validate.cc': '#include "validate.h"\nint main() { return 42; }\n',
      'output_validator/guess/validate.h': '#pragma once\n',
      'submissions/accepted/guess.cc': 'int main() {}\n',
    });
    const problem = await readKattisPackage(dir, join(dir, 'cases'));
    expect(problem.spj).toBeUndefined();
    expect(problem.interactor?.language).toBe('C++');
    expect(problem.interactor?.code.split('\n', 1)[0]).toBe(KATTIS_VALIDATOR_MARKER);
    expect(problem.interactor?.code).toContain('#pragma once');
    expect(problem.cases).toEqual([{ input: '1.in', output: '1.out', score: undefined }]);
    expect(problem.examples).toEqual([]);
  });

  it('refuses an interactive problem without an output validator', async () => {
    await write({
      'problem.yaml': 'validation: custom interactive\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
    });
    await expect(readKattisPackage(dir, join(dir, 'cases'))).rejects.toThrow(
      /output_validators holds no source/,
    );
  });

  it('names Python 2, Prolog and programs of several files as languages not offered, never judged', async () => {
    await write({
      'problem.yaml': 'name: Echo\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'submissions/accepted/echo_py2.py': '#!/usr/bin/env python2\nimport sys\nprint(sys.stdin.read())\n',
      'submissions/accepted/echo.py': 'import sys\nprint(sys.stdin.read(), end="")\n',
      'submissions/run_time_error/echo.pl': 'die;\n',
      'submissions/partially_accepted/half.py': 'print(1)\n',
      'submissions/accepted/prolog/echo.pl': 'main.\n',
      'submissions/accepted/prolog/kattio.pl': ':- module(kattio, []).\n',
    });
    const problem = await readKattisPackage(dir, join(dir, 'cases'));
    expect(
      problem.solutions.map(({ name, language, notOffered, expected }) => [
        name,
        language,
        notOffered,
        expected,
      ]),
    ).toEqual([
      ['submissions/accepted/echo_py2.py', undefined, 'Python 2', 'AC'],
      ['submissions/accepted/echo.py', 'Python3', undefined, 'AC'],
      ['submissions/partially_accepted/half.py', 'Python3', undefined, 'PARTIAL'],
      ['submissions/run_time_error/echo.pl', undefined, 'Prolog', 'RE'],
      ['submissions/accepted/prolog/', undefined, 'Prolog', 'AC'],
    ]);
  });
});
