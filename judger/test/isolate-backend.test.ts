import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IsolateSandbox } from '../src/sandbox/isolate/isolate-sandbox';
import { JudgeHarness, testDir } from './utils/judge-harness';
import { loadFixtureProblem } from './utils/fixture-problems';
import { NAME_BY_STATUS } from './utils/expectations';

/**
 * The isolate backend's plumbing (box init, command line, stdio wiring, meta files, the piped
 * pair for interactive problems) through the real pipeline, with a stand-in for the isolate CLI:
 * isolate itself cannot be installed on development machines. Sandboxing is not tested here.
 */
const problems = ['aplusb', 'float-spj', 'guess-number'].map(loadFixtureProblem);
const source = (problem: string, name: string, file: string) =>
  readFileSync(join(__dirname, 'fixtures', 'submissions', problem, name, file), 'utf8');

describe('isolate backend (against a stand-in CLI)', () => {
  const dir = testDir('isolate');
  const fake = join(dir, 'isolate');
  writeFileSync(
    fake,
    `#!/bin/sh\nFAKE_ISOLATE_ROOT=${join(dir, 'boxes')} exec ${process.execPath} ${join(__dirname, 'utils', 'fake-isolate.js')} "$@"\n`,
  );
  chmodSync(fake, 0o755);
  const harness = new JudgeHarness(problems);

  beforeAll(() =>
    harness.start({
      sandbox: new IsolateSandbox({ workDir: join(dir, 'work'), binary: fake }),
      languages: ['C', 'C++'],
    }),
  );
  afterAll(async () => {
    await harness.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['aplusb', 'ac-c', 'main.c', 'C', 'AC'],
    ['aplusb', 'wa', 'main.c', 'C', 'WA'],
    ['aplusb', 're-exit-code', 'main.c', 'C', 'RE'],
    ['aplusb', 'ce', 'main.c', 'C', 'CE'],
    ['float-spj', 'ac', 'main.c', 'C', 'AC'],
    ['guess-number', 'ac', 'main.cpp', 'C++', 'AC'],
  ])('%s/%s (%s, %s) → %s', async (problem, name, file, language, verdict) => {
    const spec = problems.find((p) => p.name === problem)!.spec;
    const result = await harness.submit(spec, language, source(problem, name, file));
    expect(NAME_BY_STATUS.get(result.status)).toBe(verdict);
  });
});
