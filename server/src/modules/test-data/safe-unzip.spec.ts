import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeZip } from '../../../test/factories/problem-zip';
import { TESTCASE_UNZIP_LIMITS, unzipFiles } from './safe-unzip';

const LINK = 0o120777;

describe('unzipFiles and symbolic links', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'verdict-unzip-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('extracts a link to another file of the archive as a copy of it, through a chain of links', async () => {
    const zip = await makeZip([
      { name: 'p/two/1.in', data: '../one/1.in', mode: LINK },
      { name: 'p/three/1.in', data: '../two/1.in', mode: LINK },
      { name: 'p/one/1.in', data: '1 2\n' },
    ]);
    const names = await unzipFiles(zip, join(dir, 'out'), TESTCASE_UNZIP_LIMITS, 2);
    expect(names.sort()).toEqual(['p/one/1.in', 'p/three/1.in', 'p/two/1.in']);
    expect(readFileSync(join(dir, 'out', 'p', 'three', '1.in'), 'utf8')).toBe('1 2\n');
  });

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a path out of the archive', '../../outside'],
    ['a file the archive does not hold', 'missing.in'],
  ])('refuses a link to %s', async (_what, target) => {
    const zip = await makeZip([
      { name: 'p/1.in', data: target, mode: LINK },
      { name: 'p/2.in', data: '1 2\n' },
    ]);
    await expect(unzipFiles(zip, join(dir, 'out'), TESTCASE_UNZIP_LIMITS, 1)).rejects.toThrow(
      'The zip entry "p/1.in" is a symbolic link',
    );
  });

  it('refuses links that only name each other', async () => {
    const zip = await makeZip([
      { name: 'a.in', data: 'b.in', mode: LINK },
      { name: 'b.in', data: 'a.in', mode: LINK },
    ]);
    await expect(unzipFiles(zip, join(dir, 'out'), TESTCASE_UNZIP_LIMITS)).rejects.toThrow(
      'is a symbolic link',
    );
  });
});
