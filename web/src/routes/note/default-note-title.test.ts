import { describe, expect, it } from 'vitest';
import { defaultNoteTitle } from './default-note-title';

describe('defaultNoteTitle', () => {
  it.each([
    [new Date(2026, 0, 5, 9, 30), 'New note', '2026-01-05 New note'],
    [new Date(2026, 11, 31, 23, 59), '新笔记', '2026-12-31 新笔记'],
    [new Date(2024, 1, 29, 0, 0), 'New note', '2024-02-29 New note'],
  ])('titles a note written on %s', (today, suffix, expected) => {
    expect(defaultNoteTitle(today, suffix)).toBe(expected);
  });
});
