import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envFileExposure } from './env-file-permissions';

describe('envFileExposure', () => {
  const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
  const path = join(dir, 'judger.env');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    [0o600, undefined],
    [0o400, undefined],
    [0o640, `${path} is mode 640: other users can read its secrets; run chmod 600 ${path}`],
    [0o644, `${path} is mode 644: other users can read its secrets; run chmod 600 ${path}`],
  ])('mode %o → %s', (mode, expected) => {
    writeFileSync(path, 'JUDGER_TOKEN=secret\n');
    chmodSync(path, mode);
    expect(envFileExposure(path)).toBe(expected);
  });

  it('says nothing about a file that is not there', () => {
    expect(envFileExposure(join(dir, 'absent.env'))).toBeUndefined();
  });
});
