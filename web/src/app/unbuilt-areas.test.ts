import { describe, expect, it } from 'vitest';
import { isUnbuiltPath } from './unbuilt-areas';

describe('isUnbuiltPath', () => {
  it('matches the areas still to build, with their sub-pages and queries', () => {
    expect(isUnbuiltPath('/ojide')).toBe(true);
    expect(isUnbuiltPath('/ojide?l=en-US')).toBe(true);
  });

  it('leaves built pages and look-alike names alone', () => {
    expect(isUnbuiltPath('/problem')).toBe(false);
    expect(isUnbuiltPath('/contest/3')).toBe(false);
    expect(isUnbuiltPath('/status?onlyMine=true')).toBe(false);
    expect(isUnbuiltPath('/groups-of-mine')).toBe(false);
    expect(isUnbuiltPath('/notebook')).toBe(false);
    expect(isUnbuiltPath('/message/sys')).toBe(false);
    expect(isUnbuiltPath('/discussion?pid=1')).toBe(false);
    expect(isUnbuiltPath('/acm-rank')).toBe(false);
    expect(isUnbuiltPath('/training/12/problems')).toBe(false);
    expect(isUnbuiltPath('/group?onlyMine=true')).toBe(false);
    expect(isUnbuiltPath('/chat?session=2')).toBe(false);
    expect(isUnbuiltPath('/chatroom')).toBe(false);
  });
});
