import { archivePath, archiveSegment } from './ac-archive-names';

describe('archiveSegment', () => {
  it.each([
    ['A', 'A'],
    ['B1.2', 'B1.2'],
    ['../../../../tmp/zipslip', '.._.._.._.._tmp_zipslip'],
    ['..', '_'],
    ['.', '_'],
    ['', '_'],
    ['C:evil', 'C_evil'],
    ['a\\b', 'a_b'],
    ['tab\there', 'tab_here'],
  ])('keeps %j inside its folder as %j', (name, expected) => {
    expect(archiveSegment(name)).toBe(expected);
  });
});

describe('archivePath', () => {
  it('names a file under one folder whatever the stored display id', () => {
    const path = archivePath(
      {
        submitId: 7,
        username: 'ann',
        displayId: '../../etc/passwd',
        language: 'C++',
        submitTime: new Date('2026-01-02T03:04:05Z'),
        score: null,
      },
      'problem',
      new Set(),
    );
    expect(path).toBe('.._.._etc_passwd/ann_(20260102030405).cpp');
  });
});
