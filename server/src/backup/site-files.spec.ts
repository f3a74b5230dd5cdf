import { isArchivedPath, isSafeArchivePath } from './site-files';

describe('the files of a site an archive holds', () => {
  it('are everything of the data folder but the SQLite file, the judges’ folders and scratch space', () => {
    expect(
      ['testcase/7/1.in', 'uploads/avatar/a.png', 'jwt-secret', 'outbox/1.eml'].every(isArchivedPath),
    ).toBe(true);
    expect(
      ['verdict.sqlite', 'verdict.sqlite-wal', 'judge/cache/x', 'tmp/backup-1/x', 'tmp'].some(isArchivedPath),
    ).toBe(false);
    expect(isArchivedPath('judgement/notes')).toBe(true);
  });

  it('are only unpacked to paths inside the data folder', () => {
    expect(isSafeArchivePath('testcase/7/1.in')).toBe(true);
    for (const path of [
      '',
      '/etc/passwd',
      '../x',
      'a/../../x',
      'a//b',
      './a',
      'a\\..\\x',
      'tmp/x',
      'verdict.sqlite',
    ]) {
      expect(isSafeArchivePath(path)).toBe(false);
    }
  });
});
