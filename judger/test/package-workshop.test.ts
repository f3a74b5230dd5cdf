import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PackageWorkshop } from '../src/package-tools/package-workshop';
import { NamespaceSandbox } from '../src/sandbox/namespace/namespace-sandbox';
import { testDir } from './utils/judge-harness';

const GENERATOR =
  '#include <cstdio>\n#include <cstdlib>\nint main(int c,char**v){printf("%d %d\\n",atoi(v[1]),atoi(v[2]));}\n';
const SPIN = 'int main(){volatile unsigned long x=0;for(;;)x++;}\n';
const CRASH = '#include <stdio.h>\nint main(){fprintf(stderr,"no seed\\n");return 3;}\n';
const LIMITS = { timeMs: 1000, memoryMb: 256 };

/** A problem package's own programs (generators, main solutions) compiled and run in the sandbox. */
describe('PackageWorkshop', () => {
  const dir = testDir('package-workshop');
  const sandbox = new NamespaceSandbox({ workDir: join(dir, 'sandbox'), instanceName: 'package-workshop' });
  const out = (name: string) => join(dir, 'out', name);
  beforeAll(() => mkdirSync(join(dir, 'out'), { recursive: true }));
  afterAll(async () => {
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs a generator with arguments and a solution on a file, and names what went wrong', async () => {
    await PackageWorkshop.use(sandbox, async (workshop) => {
      expect((await workshop.compile({ name: 'gen', language: 'C++', code: GENERATOR })).ok).toBe(true);
      const generated = await workshop.run('gen', {
        args: ['3', '4'],
        stdoutPath: out('1.in'),
        limits: LIMITS,
      });
      expect(generated.failure).toBeUndefined();
      expect(readFileSync(out('1.in'), 'utf8')).toBe('3 4\n');

      expect((await workshop.compile({ name: 'spin', language: 'C++', code: SPIN })).ok).toBe(true);
      const spun = await workshop.run('spin', { stdoutPath: out('spin'), limits: LIMITS });
      expect(spun.failure).toBe('exceeded the time limit (1000 ms)');

      expect((await workshop.compile({ name: 'crash', language: 'C', code: CRASH })).ok).toBe(true);
      writeFileSync(out('in'), '');
      const crashed = await workshop.run('crash', {
        stdinPath: out('in'),
        stdoutPath: out('crash'),
        limits: LIMITS,
      });
      expect(crashed.failure).toBe('exited with code 3');
      expect(crashed.stderr).toBe('no seed');
    });
  });

  it('refuses a program that does not compile, or is in another language', async () => {
    await PackageWorkshop.use(sandbox, async (workshop) => {
      const broken = await workshop.compile({ name: 'x', language: 'C++', code: 'int main( {' });
      expect(broken.ok).toBe(false);
      expect(broken.message).toContain('error');
      expect(await workshop.compile({ name: 'y', language: 'Python3', code: 'print(1)' })).toEqual({
        ok: false,
        message: 'Unsupported language Python3 (use C or C++)',
      });
    });
  });
});
