import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './choose-language';

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
  it('passes over languages no judge offers while another is left', () => {
    expect(chooseLanguage(['C', 'C++', 'Python3'], 'C', ['C', 'C++'])).toBe('Python3');
    expect(chooseLanguage(['Golang', 'Java'], null, ['Golang'])).toBe('Java');
    expect(chooseLanguage(['Golang'], null, ['Golang'])).toBe('Golang');
  });
});
