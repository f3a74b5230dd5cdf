import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES } from '@verdict/common';
import type { ResolvedLanguage } from './language-registry';
import { recordedSelfTest, type SelfTestOutcome } from './self-test-record';

describe('recordedSelfTest', () => {
  let dir: string;
  let compiler: string;
  let languages: ResolvedLanguage[];
  const subject = () => ({ sandbox: 'namespace', version: '1.0.0', languages });
  const counted = (outcome: SelfTestOutcome) => {
    const run = jest.fn(async () => outcome);
    return run;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'self-test-record-'));
    compiler = join(dir, 'cc');
    writeFileSync(compiler, 'a compiler');
    languages = [
      {
        spec: LANGUAGES[0],
        compile: { argv: [compiler, 'main.c'], cpuSeconds: 10, wallSeconds: 20, memoryMb: 512 },
        run: { argv: ['./main'] },
        env: {},
        mounts: [],
      },
    ];
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the self-test once for the same sandbox and tools, and keeps its outcome', async () => {
    const run = counted({ passed: [LANGUAGES[0].name], failed: [] });
    const records = join(dir, 'records');
    expect(await recordedSelfTest(records, subject(), run)).toEqual({
      passed: [LANGUAGES[0].name],
      failed: [],
    });
    expect(await recordedSelfTest(records, subject(), run)).toEqual({
      passed: [LANGUAGES[0].name],
      failed: [],
    });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('tests again after the compiler changed, or under another sandbox', async () => {
    const run = counted({ passed: [LANGUAGES[0].name], failed: [] });
    const records = join(dir, 'records');
    await recordedSelfTest(records, subject(), run);
    utimesSync(compiler, new Date(), new Date(Date.now() + 60_000));
    await recordedSelfTest(records, subject(), run);
    await recordedSelfTest(records, { ...subject(), sandbox: 'isolate' }, run);
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('keeps no outcome with a failed language, and runs every time without a folder', async () => {
    const failing = counted({
      passed: [],
      failed: [{ name: LANGUAGES[0].name, reason: 'self-test compile failed' }],
    });
    await recordedSelfTest(join(dir, 'records'), subject(), failing);
    await recordedSelfTest(join(dir, 'records'), subject(), failing);
    const run = counted({ passed: [LANGUAGES[0].name], failed: [] });
    await recordedSelfTest(undefined, subject(), run);
    await recordedSelfTest(undefined, subject(), run);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
