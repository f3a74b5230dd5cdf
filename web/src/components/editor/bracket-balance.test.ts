import { describe, expect, it } from 'vitest';
import { bracketsBalance } from './bracket-balance';

describe('bracketsBalance', () => {
  it('holds when every bracket opened inside is closed inside', () => {
    expect(bracketsBalance('\n    int a;\n    if (a) { a = 1; }\n', '{')).toBe(true);
    expect(bracketsBalance('\n', '{')).toBe(true);
  });

  it('fails when an inner block is still open, so its closer is not the outer one', () => {
    expect(bracketsBalance('\n    if (a) {\n        a = 1;\n', '{')).toBe(false);
  });

  it('fails when the text closes more than it opens', () => {
    expect(bracketsBalance(' } {', '{')).toBe(false);
  });

  it('does not count brackets in strings, characters and comments', () => {
    expect(bracketsBalance('\n    printf("{\\"{");\n    char c = \'{\';\n    // {\n    /* { */\n', '{')).toBe(
      true,
    );
  });

  it('reads # as a comment only where asked (Python)', () => {
    expect(bracketsBalance('\n    # (\n', '(', true)).toBe(true);
    expect(bracketsBalance('\n    # (\n', '(')).toBe(false);
  });

  it('counts only the kind of bracket asked about', () => {
    expect(bracketsBalance('a[0] = f(1', '{')).toBe(true);
    expect(bracketsBalance('a[0] = f(1', '(')).toBe(false);
  });
});
