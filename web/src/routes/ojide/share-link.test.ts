import { describe, expect, it } from 'vitest';
import { CODE_MAX_LENGTH, findLanguage } from '@verdict/common';
import { decodeShareHash, encodeShareHash } from './share-link';

const PROGRAM = findLanguage('C++ 17')?.aPlusB ?? '';

describe('share links', () => {
  it.each([
    ['an A+B program', PROGRAM, 'C++ 17'],
    ['text beyond ASCII', '# 你好，世界 🌏\nprint("héllo")\n', 'Python3'],
    ['a long program', 'int x = 1; // padding\n'.repeat(3000), 'C++ 20 With O2'],
    ['empty code', '', 'C'],
  ])('round-trips %s', async (_name, code, language) => {
    const hash = await encodeShareHash({ code, language });
    expect(await decodeShareHash(`#${hash}`)).toEqual({ code, language });
    expect(await decodeShareHash(hash)).toEqual({ code, language });
  });

  it('keeps the code URL-safe and smaller than it is', async () => {
    const code = 'int x = 1; // padding\n'.repeat(3000);
    const hash = await encodeShareHash({ code, language: 'C++' });
    const packed = new URLSearchParams(hash).get('code') ?? '';
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).toBeLessThan(code.length / 20);
  });

  it('finds nothing in a fragment without code, or with code that does not decode', async () => {
    expect(await decodeShareHash('')).toBeNull();
    expect(await decodeShareHash('#lang=C')).toBeNull();
    expect(await decodeShareHash('#code=AAAA')).toBeNull();
    expect(await decodeShareHash('#code=%%%&lang=C')).toBeNull();
    expect(await decodeShareHash('#code=bm90LWRlZmxhdGU&lang=C')).toBeNull();
  });

  it('refuses a link that inflates past the longest code the judge takes', async () => {
    const hash = await encodeShareHash({ code: 'a'.repeat(CODE_MAX_LENGTH * 4), language: 'C' });
    expect(hash.length).toBeLessThan(2000);
    expect(await decodeShareHash(hash)).toBeNull();
  });
});
