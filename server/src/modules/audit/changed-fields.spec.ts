import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it.each([
    ['nothing changed', { a: 1, b: 'x' }, { a: 1, b: 'x' }, { before: {}, after: {} }],
    ['one field of two', { a: 1, b: 'x' }, { a: 2, b: 'x' }, { before: { a: 1 }, after: { a: 2 } }],
    ['a field added', { a: 1 }, { a: 1, b: true }, { before: { b: null }, after: { b: true } }],
    ['a field cleared', { a: 'x' }, { a: null }, { before: { a: 'x' }, after: { a: null } }],
    ['undefined as null', { a: undefined }, { a: null }, { before: {}, after: {} }],
    ['arrays by content', { a: [1, 2] }, { a: [1, 2] }, { before: {}, after: {} }],
    ['arrays that differ', { a: [1] }, { a: [1, 2] }, { before: { a: [1] }, after: { a: [1, 2] } }],
  ])('%s', (_name, before, after, expected) => {
    expect(changedFields(before, after)).toEqual(expected);
  });

  it('compares times by their instant and gives them as ISO text', () => {
    const start = new Date('2026-01-01T08:00:00.000Z');
    expect(changedFields({ start }, { start: new Date(start.getTime()) })).toEqual({ before: {}, after: {} });
    expect(changedFields({ start }, { start: new Date('2026-01-01T09:00:00.000Z') })).toEqual({
      before: { start: '2026-01-01T08:00:00.000Z' },
      after: { start: '2026-01-01T09:00:00.000Z' },
    });
  });
});
