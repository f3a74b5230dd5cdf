import { describe, expect, it } from 'vitest';
import { toHover } from './hover';

describe('toHover', () => {
  it('passes markdown through and converts its range', () => {
    expect(
      toHover({
        contents: { kind: 'markdown', value: '### function `main`\n---\n→ `int`' },
        range: { start: { line: 2, character: 4 }, end: { line: 2, character: 8 } },
      }),
    ).toEqual({
      contents: [{ value: '### function `main`\n---\n→ `int`' }],
      range: { startLineNumber: 3, startColumn: 5, endLineNumber: 3, endColumn: 9 },
    });
  });

  it('fences plain text, so markdown characters in it show as written', () => {
    expect(toHover({ contents: { kind: 'plaintext', value: 'a * b # _c_' } })?.contents).toEqual([
      { value: '```\na * b # _c_\n```' },
    ]);
  });

  it('uses a fence longer than any backtick run inside the plain text', () => {
    const [part] = toHover({ contents: { kind: 'plaintext', value: 'x ``` y ```` z' } })?.contents ?? [];
    expect(part.value).toBe('`````\nx ``` y ```` z\n`````');
  });

  it('fences a code string in its language and keeps a markdown string', () => {
    expect(
      toHover({ contents: [{ language: 'python', value: 'def f(x)' }, 'Returns *x*.'] })?.contents,
    ).toEqual([{ value: '```python\ndef f(x)\n```' }, { value: 'Returns *x*.' }]);
  });

  it('shows nothing for no hover or an empty one', () => {
    expect(toHover(null)).toBeNull();
    expect(toHover({ contents: { kind: 'markdown', value: '  ' } })).toBeNull();
    expect(toHover({ contents: [] })).toBeNull();
  });
});
