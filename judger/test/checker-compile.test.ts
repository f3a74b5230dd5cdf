import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileChecker } from '../src/checkers/compile-checker';
import { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';
import { FIXTURES } from './utils/fixture-problems';
import { testDir } from './utils/judge-harness';

/** The admin's "compile spj / interactor" button: same compiler, flags, testlib and sandbox as judging. */
describe('compileChecker', () => {
  const dir = testDir('checker');
  const sandbox = new NamespaceSandbox({ workDir: dir, instanceName: 'checker-compile' });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles a testlib checker and an interactor', async () => {
    const checker = readFileSync(join(FIXTURES, 'problems', 'float-spj', 'checker.cpp'), 'utf8');
    const interactor = readFileSync(join(FIXTURES, 'problems', 'guess-number', 'interactor.cpp'), 'utf8');
    expect(await compileChecker({ language: 'C++', code: checker }, sandbox)).toEqual({
      ok: true,
      message: '',
    });
    expect(
      (await compileChecker({ language: 'C++', code: interactor, kind: 'interactor' }, sandbox)).ok,
    ).toBe(true);
  });

  it('returns the compiler message for a broken checker and refuses other languages', async () => {
    const broken = await compileChecker(
      { language: 'C', code: '#include "testlib.h"\nint main( {' },
      sandbox,
    );
    expect(broken.ok).toBe(false);
    expect(broken.message).toContain('error');
    expect(await compileChecker({ language: 'Python3', code: 'print(1)' }, sandbox)).toMatchObject({
      ok: false,
    });
  });
});
