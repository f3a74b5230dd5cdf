import { describe, expect, it } from 'vitest';
import type { RemoteAccountView } from '@verdict/common';
import i18n from '@/i18n';
import {
  accountFormError,
  CUSTOM_JUDGE,
  EMPTY_ACCOUNT,
  knownJudges,
  needsAddress,
  toAccountBody,
  type AccountDraft,
} from './account-form';
import '@/i18n/areas/remote-judge';

const t = i18n.getFixedT('en-US');
const draft = (fields: Partial<AccountDraft>): AccountDraft => ({
  ...EMPTY_ACCOUNT,
  username: 'bot',
  password: 'secret',
  ...fields,
});
const scpc: RemoteAccountView = {
  id: 1,
  oj: 'SCPC',
  kind: 'hoj',
  baseUrl: 'https://scpc.example.edu',
  username: 'bot1',
  enabled: true,
  nextSubmitAt: null,
  lastError: null,
  gmtCreate: '2026-01-01T00:00:00Z',
};
const builtInOnly = knownJudges([]);
const withScpc = knownJudges([scpc, { ...scpc, id: 2, username: 'bot2' }]);

describe('knownJudges', () => {
  it('offers the built-in judges, then each other judge of the pool once', () => {
    expect(builtInOnly.map((judge) => judge.name)).toEqual(['CF', 'GYM', 'AC']);
    expect(withScpc.map((judge) => judge.name)).toEqual(['CF', 'GYM', 'AC', 'SCPC']);
  });
});

describe('the address rule', () => {
  it.each([
    ['a built-in judge', { choice: 'CF' }, builtInOnly, false],
    ['a judge the pool knows', { choice: 'SCPC' }, withScpc, false],
    ['a new name', { choice: CUSTOM_JUDGE, customName: 'hdoj' }, builtInOnly, true],
    ['a built-in name typed as new', { choice: CUSTOM_JUDGE, customName: 'ac' }, builtInOnly, false],
    ['a known name typed as new', { choice: CUSTOM_JUDGE, customName: 'scpc' }, withScpc, false],
  ] as const)('%s needs an address: %s', (_case, fields, known, expected) => {
    expect(needsAddress(draft(fields), known)).toBe(expected);
  });

  it.each([
    [{ choice: 'CF' }, null],
    [
      { choice: CUSTOM_JUDGE, customName: '' },
      'Name the judge with capital letters and digits, starting with a letter',
    ],
    [
      { choice: CUSTOM_JUDGE, customName: '1OJ' },
      'Name the judge with capital letters and digits, starting with a letter',
    ],
    [{ choice: CUSTOM_JUDGE, customName: 'hdoj' }, 'The address of HDOJ is required'],
    [
      { choice: CUSTOM_JUDGE, customName: 'hdoj', baseUrl: 'oj.example.edu' },
      'The address must start with http:// or https://',
    ],
    [{ choice: CUSTOM_JUDGE, customName: 'hdoj', baseUrl: 'https://oj.example.edu' }, null],
    [{ choice: 'AC', username: ' ' }, 'The username is required'],
    [{ choice: 'AC', password: '' }, 'The password is required'],
  ] as const)('%j breaks %j', (fields, message) => {
    expect(accountFormError(draft(fields), builtInOnly, t)).toBe(message);
  });
});

describe('toAccountBody', () => {
  it('sends no address for a built-in judge', () => {
    expect(toAccountBody(draft({ choice: 'GYM', username: ' bot ' }), builtInOnly)).toEqual({
      oj: 'GYM',
      username: 'bot',
      password: 'secret',
    });
  });

  it("sends a new judge's typed address, and a known judge's own kind and address", () => {
    const custom = draft({ choice: CUSTOM_JUDGE, customName: ' hdoj ', baseUrl: 'https://oj.example.edu/ ' });
    expect(toAccountBody(custom, builtInOnly)).toEqual({
      oj: 'HDOJ',
      baseUrl: 'https://oj.example.edu',
      username: 'bot',
      password: 'secret',
    });
    expect(toAccountBody(draft({ choice: 'SCPC' }), withScpc)).toEqual({
      oj: 'SCPC',
      kind: 'hoj',
      baseUrl: 'https://scpc.example.edu',
      username: 'bot',
      password: 'secret',
    });
  });
});
