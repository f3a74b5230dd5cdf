import { describe, expect, it } from 'vitest';
import { isWebLink } from './is-web-link';
import { remoteOrigin } from './remote-origin';

describe('isWebLink', () => {
  it.each([
    ['https://codeforces.com/problemset/problem/1000/A', true],
    ['http://oj.example.edu/problem/1', true],
    ['javascript:alert(1)', false],
    ['/problem/P1000', false],
    ['codeforces.com/problemset', false],
    ['', false],
    [null, false],
  ])('%j: %s', (address, expected) => {
    expect(isWebLink(address)).toBe(expected);
  });
});

describe('remoteOrigin', () => {
  it("names the judge by the problem id's prefix and links its http(s) page", () => {
    expect(
      remoteOrigin({ problemId: 'CF-1000A', source: 'https://codeforces.com/problemset/problem/1000/A' }),
    ).toEqual({ judge: 'CF', href: 'https://codeforces.com/problemset/problem/1000/A' });
    expect(remoteOrigin({ problemId: 'SCPC-1001', source: 'javascript:alert(1)' })).toEqual({
      judge: 'SCPC',
      href: null,
    });
  });

  it("falls back on the page's host under a contest's display id, and on nothing without either", () => {
    expect(
      remoteOrigin({ problemId: 'A', source: 'https://atcoder.jp/contests/abc300/tasks/abc300_a' }),
    ).toEqual({
      judge: 'atcoder.jp',
      href: 'https://atcoder.jp/contests/abc300/tasks/abc300_a',
    });
    expect(remoteOrigin({ problemId: 'B', source: null })).toEqual({ judge: null, href: null });
  });
});
