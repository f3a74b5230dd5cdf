import { describe, expect, it } from 'vitest';
import { formatLength, formatMemory, formatTime, passRate, passRatio } from './format';

describe('formatMemory (KB in, up to YB)', () => {
  it.each([
    [0, '0KB'],
    [512, '512KB'],
    [1024, '1MB'],
    [1536, '1.5MB'],
    [262144, '256MB'],
    [1048576, '1GB'],
    [1024 ** 7, '1YB'],
    [1024 ** 8, '1024YB'],
  ])('%d KB → %s', (kb, text) => expect(formatMemory(kb)).toBe(text));
  it('shows -- when unknown', () => expect(formatMemory(null)).toBe('--'));
});

describe('formatTime and formatLength', () => {
  it('uses ms and B', () => {
    expect(formatTime(15)).toBe('15ms');
    expect(formatTime(undefined)).toBe('--');
    expect(formatLength(240)).toBe('240B');
  });
});

describe('passRate', () => {
  it('has two decimals and handles zero submissions', () => {
    expect(passRate(1, 3)).toBe('33.33%');
    expect(passRate(2, 2)).toBe('100.00%');
    expect(passRate(0, 0)).toBe('0.00%');
    expect(passRatio(5, 10)).toBe(50);
  });
});
