import { describe, expect, it } from 'vitest';
import { codeFor, readLanguageDrafts, withCode, withLanguage } from './language-drafts';

const template = (language: string) => `// ${language} template\n`;

describe('language drafts', () => {
  it('keeps C++ code when switching to Python and back', () => {
    let state = withCode({ language: 'C++', drafts: {} }, 'C++', 'int main() { return 1; }');
    state = withLanguage(state, 'Python3');
    expect(codeFor(state, state.language, template)).toBe('// Python3 template\n');
    state = withCode(state, 'Python3', 'print(1)');
    state = withLanguage(state, 'C++');
    expect(codeFor(state, state.language, template)).toBe('int main() { return 1; }');
    expect(codeFor(state, 'Python3', template)).toBe('print(1)');
  });

  it('reads the older single-draft shape as a draft of its language', () => {
    expect(readLanguageDrafts({ language: 'Java', code: 'class A {}' })).toEqual({
      language: 'Java',
      drafts: { Java: 'class A {}' },
    });
    expect(readLanguageDrafts({ language: 'Java', code: '' })).toEqual({ language: 'Java', drafts: {} });
  });

  it('drops what is not a draft', () => {
    expect(readLanguageDrafts(null)).toBeNull();
    expect(readLanguageDrafts('C++')).toBeNull();
    expect(readLanguageDrafts({ code: 'x' })).toBeNull();
    expect(readLanguageDrafts({ language: 'C', drafts: { C: 'x', D: 3 } })).toEqual({
      language: 'C',
      drafts: { C: 'x' },
    });
  });
});
