import { describe, expect, it } from 'vitest';
import { isUnbuiltPath } from './unbuilt-areas';

/** An example list: every area of the route table is built now. */
const UNBUILT = ['ojide', 'group/*'];

describe('isUnbuiltPath', () => {
  it('matches the areas still to build, with their sub-pages and queries', () => {
    expect(isUnbuiltPath('/ojide', UNBUILT)).toBe(true);
    expect(isUnbuiltPath('/ojide?l=en-US', UNBUILT)).toBe(true);
    expect(isUnbuiltPath('/group', UNBUILT)).toBe(true);
    expect(isUnbuiltPath('/group/3/member', UNBUILT)).toBe(true);
  });

  it('leaves built pages and look-alike names alone', () => {
    expect(isUnbuiltPath('/ojide-help', UNBUILT)).toBe(false);
    expect(isUnbuiltPath('/groups-of-mine', UNBUILT)).toBe(false);
    expect(isUnbuiltPath('/problem')).toBe(false);
    expect(isUnbuiltPath('/contest/3')).toBe(false);
    expect(isUnbuiltPath('/status?onlyMine=true')).toBe(false);
    expect(isUnbuiltPath('/notebook')).toBe(false);
    expect(isUnbuiltPath('/message/sys')).toBe(false);
    expect(isUnbuiltPath('/discussion?pid=1')).toBe(false);
    expect(isUnbuiltPath('/acm-rank')).toBe(false);
    expect(isUnbuiltPath('/training/12/problems')).toBe(false);
    expect(isUnbuiltPath('/group?onlyMine=true')).toBe(false);
    expect(isUnbuiltPath('/chat?session=2')).toBe(false);
    expect(isUnbuiltPath('/chatroom')).toBe(false);
    expect(isUnbuiltPath('/ojide#code=abc&lang=C')).toBe(false);
  });
});
