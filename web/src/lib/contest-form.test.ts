import { describe, expect, it } from 'vitest';
import { accountLimitAdmits } from '@verdict/common';
import { buildAccountRule, parseAccountRule, sealOptionOf, sealOptionsFor, sealTimeOf } from './contest-form';

describe('the admin contest form', () => {
  it('writes the account rule HOJ reads, and reads it back', () => {
    const rule = { prefix: 'team', suffix: '', start: '1', end: '30', extra: 'judge1, judge2' };
    const text = buildAccountRule(rule);
    expect(text).toBe(
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>30</end><extra>judge1 judge2</extra>',
    );
    expect(parseAccountRule(text)).toEqual({ ...rule, extra: 'judge1 judge2' });
    expect(accountLimitAdmits(text, 'team7')).toBe(true);
    expect(accountLimitAdmits(text, 'judge2')).toBe(true);
    expect(accountLimitAdmits(text, 'team31')).toBe(false);
  });

  it('offers the seal options the length allows and turns them into times', () => {
    const start = '2026-01-01T10:00:00.000Z';
    expect(sealOptionsFor(start, '2026-01-01T10:20:00.000Z')).toEqual(['whole']);
    expect(sealOptionsFor(start, '2026-01-01T10:40:00.000Z')).toEqual(['half-hour', 'whole']);
    const end = '2026-01-01T15:00:00.000Z';
    expect(sealOptionsFor(start, end)).toEqual(['half-hour', 'one-hour', 'whole']);
    expect(sealTimeOf('one-hour', start, end)).toBe('2026-01-01T14:00:00.000Z');
    expect(sealTimeOf('whole', start, end)).toBe(start);
    expect(sealOptionOf('2026-01-01T14:30:00.000Z', start, end)).toBe('half-hour');
    expect(sealOptionOf(start, start, end)).toBe('whole');
  });
});
