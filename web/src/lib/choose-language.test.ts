import { describe, expect, it } from 'vitest';
import { chooseLanguage, limitFactor } from './choose-language';

describe('chooseLanguage', () => {
  it('keeps a stored language the problem offers', () => {
    expect(chooseLanguage(['C', 'C++', 'Python3'], 'Python3')).toBe('Python3');
  });
  it('falls back to C++, then Python3, then the first offered', () => {
    expect(chooseLanguage(['C', 'C++', 'Python3'], 'Rust')).toBe('C++');
    expect(chooseLanguage(['Java', 'Python3'], null)).toBe('Python3');
    expect(chooseLanguage(['Java', 'Golang'], undefined)).toBe('Java');
    expect(chooseLanguage([], 'C++')).toBeNull();
  });
});

describe('limitFactor', () => {
  it('doubles limits for non-C/C++ languages except Codeforces-style problems', () => {
    expect(limitFactor('C++ 17', 'P1000')).toBe(1);
    expect(limitFactor('C With O2', 'P1000')).toBe(1);
    expect(limitFactor('Python3', 'P1000')).toBe(2);
    expect(limitFactor('Java', 'CF-1000A')).toBe(1);
  });
});
