import { excerpt } from './excerpt';

describe('excerpt', () => {
  it.each([
    ['short', 'short'],
    ['  two\n\nlines  ', 'two lines'],
    ['x'.repeat(100), `${'x'.repeat(79)}…`],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(excerpt(text)).toBe(expected);
  });

  it('cuts at the given length', () => {
    expect(excerpt('abcdef', 4)).toBe('abc…');
  });
});
