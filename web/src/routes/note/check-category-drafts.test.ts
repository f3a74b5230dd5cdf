import { describe, expect, it } from 'vitest';
import { checkCategoryDrafts } from './check-category-drafts';

describe('checkCategoryDrafts', () => {
  it('accepts distinct names, an empty list, and spaces around a name', () => {
    expect(checkCategoryDrafts([], 50)).toBeNull();
    expect(
      checkCategoryDrafts(
        [
          { id: 1, name: 'Graphs' },
          { id: null, name: '  Math ' },
        ],
        50,
      ),
    ).toBeNull();
  });

  it.each([
    [
      'a blank name',
      [
        { id: 1, name: 'A' },
        { id: null, name: '   ' },
      ],
      { kind: 'empty', index: 1 },
    ],
    ['a name over the limit', [{ id: null, name: 'x'.repeat(51) }], { kind: 'tooLong', index: 0 }],
    [
      'the same name twice, ignoring case and spaces',
      [
        { id: 1, name: 'Math' },
        { id: null, name: ' math ' },
      ],
      { kind: 'duplicate', index: 1, name: 'math' },
    ],
  ])('reports %s', (_label, drafts, problem) => {
    expect(checkCategoryDrafts(drafts, 50)).toEqual(problem);
  });

  it('reports the first problem in list order', () => {
    const drafts = [
      { id: null, name: '' },
      { id: null, name: 'x'.repeat(60) },
    ];
    expect(checkCategoryDrafts(drafts, 50)).toEqual({ kind: 'empty', index: 0 });
  });
});
