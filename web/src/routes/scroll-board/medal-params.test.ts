import { describe, expect, it } from 'vitest';
import { medalsFromParams, scrollBoardUrl } from './medal-params';

describe('scroll board medal parameters', () => {
  it('reads the three counts in order', () => {
    const params = new URLSearchParams('cid=3&medals[]=2&medals[]=4&medals[]=6');
    expect(medalsFromParams(params, 100)).toEqual({ gold: 2, silver: 4, bronze: 6 });
  });

  it('falls back to 10/20/30 % of the ranked teams, rounded down, for what is missing or not a count', () => {
    expect(medalsFromParams(new URLSearchParams('cid=3'), 57)).toEqual({ gold: 5, silver: 11, bronze: 17 });
    const params = new URLSearchParams('cid=3&medals[]=1&medals[]=-2');
    expect(medalsFromParams(params, 10)).toEqual({ gold: 1, silver: 2, bronze: 3 });
  });

  it('round-trips through the address it builds', () => {
    const url = new URL(scrollBoardUrl(9, { gold: 3, silver: 0, bronze: 12 }), 'http://judge');
    expect(url.pathname).toBe('/scrollBoard');
    expect(url.searchParams.get('cid')).toBe('9');
    expect(medalsFromParams(url.searchParams, 0)).toEqual({ gold: 3, silver: 0, bronze: 12 });
  });
});
