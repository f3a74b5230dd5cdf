import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import pino from 'pino';
import { resolveAllLanguages, type ResolvedLanguage } from '../src/languages/language-registry';
import { PrecompiledHeaders } from '../src/languages/precompiled-header/precompiled-headers';
import { compileInBox } from '../src/pipeline/compile';
import { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';
import type { SandboxSlot } from '../src/sandbox/sandbox';
import { testDir } from './utils/judge-harness';

/**
 * C++ compiles use a bits/stdc++.h.gch built once per host in the sandbox, kept in the cache and
 * mounted read-only into boxes; a compile never depends on it being there or being usable.
 */
describe('precompiled headers', () => {
  const dir = testDir('pch');
  const cacheDir = join(dir, 'cache');
  const log = pino({ level: 'silent' });
  const sandbox = new NamespaceSandbox({ workDir: join(dir, 'work'), instanceName: 'pch' });
  const [plain] = resolveAllLanguages(['C++']).available;
  const headers = new PrecompiledHeaders(cacheDir, log);
  headers.mountInto(sandbox, [plain]);
  const cpp = headers.attach(plain);
  let slot: SandboxSlot;

  /** Compiles with -H, which lists every header read: `!` marks a .gch used, `x` one refused. */
  async function compile(language: ResolvedLanguage, code = plain.spec.template) {
    await slot.reset();
    return compileInBox({ slot, box: 0, language, code, extraArgs: ['-H'] });
  }
  const gchPath = () => cpp.compile!.extraArgs!()[1] + '/bits/stdc++.h.gch';

  beforeAll(async () => {
    slot = await sandbox.openSlot(0);
  });

  afterAll(async () => {
    await headers.stop();
    await slot.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compiles without the header until it is built, then with it', async () => {
    const before = await compile(cpp);
    expect(before.ok).toBe(true);
    expect(before.message).not.toContain('.gch');
    headers.start(() => sandbox.openSlot(1));
    expect(await headers.whenReady('C++')).toBe(true);
    const after = await compile(cpp);
    expect(after.ok).toBe(true);
    expect(after.message.split('\n')[0]).toBe(`! ${gchPath()}`);
    expect(statSync(gchPath()).mode & 0o777).toBe(0o644);
    expect(readdirSync(headers.root).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 60000);

  it('is reused from disk by the next judger without building', async () => {
    const next = new PrecompiledHeaders(cacheDir, log);
    next.mountInto(sandbox, [plain]);
    const language = next.attach(plain);
    next.start(() => Promise.reject(new Error('must not build')));
    expect(await next.whenReady('C++')).toBe(true);
    expect(language.compile!.extraArgs!()).toEqual(['-I', dirname(dirname(gchPath()))]);
    await next.stop();
  });

  it('a source that cannot use it still compiles', async () => {
    const late = `#include <cstdio>\n#include <bits/stdc++.h>\nint main() { std::vector<int> v{1}; printf("%d", v[0]); }\n`;
    const outcome = await compile(cpp, late);
    expect(outcome).toMatchObject({ ok: true });
  });

  it('an unusable .gch is ignored, never a compile error', async () => {
    const other = join(dir, 'broken-cache');
    const includeDir = join(other, 'pch', basename(dirname(dirname(gchPath()))));
    mkdirSync(join(includeDir, 'bits'), { recursive: true });
    writeFileSync(join(includeDir, 'bits', 'stdc++.h.gch'), 'not a precompiled header');
    const broken = new PrecompiledHeaders(other, log);
    broken.mountInto(sandbox, [plain]);
    const language = broken.attach(plain);
    expect(language.compile!.extraArgs!()).toEqual(['-I', includeDir]);
    const own = await sandbox.openSlot(2); // slots opened from now on see the new mount
    try {
      const outcome = await compileInBox({
        slot: own,
        box: 0,
        language,
        code: plain.spec.template,
        extraArgs: ['-H'],
      });
      expect(outcome.ok).toBe(true);
      expect(outcome.message).toContain(`x ${includeDir}/bits/stdc++.h.gch`);
    } finally {
      await own.close();
      await broken.stop();
    }
  });

  it('boxes cannot write into the cache', async () => {
    await slot.reset();
    const target = join(dirname(gchPath()), 'planted.h');
    const result = await slot.run({
      box: 0,
      argv: ['/bin/sh', '-c', `echo '#error' > ${target}`],
      env: plain.env,
      limits: {
        cpuTimeMs: 1000,
        wallTimeMs: 3000,
        memoryKb: 65536,
        stackKb: 8192,
        maxProcesses: 8,
        outputBytes: 4096,
        openFiles: 16,
      },
    });
    expect(result.exitCode).not.toBe(0);
    expect(existsSync(target)).toBe(false);
  });
});
