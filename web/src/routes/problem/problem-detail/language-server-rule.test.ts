import { describe, expect, it } from 'vitest';
import { offersLanguageServer, type LanguageServerConditions } from './language-server-rule';

const ALL: LanguageServerConditions = { signedIn: true, inContest: false, language: 'C++' };

describe('offersLanguageServer', () => {
  it.each<[string, Partial<LanguageServerConditions>, boolean]>([
    ['signed in, outside contests, C++', {}, true],
    ['C++ 17 With O2', { language: 'C++ 17 With O2' }, true],
    ['C', { language: 'C' }, true],
    ['Python3', { language: 'Python3' }, true],
    ['signed out', { signedIn: false }, false],
    ['on a contest problem page', { inContest: true }, false],
    ['Java, which has no language server', { language: 'Java' }, false],
    ['Golang, which has no language server', { language: 'Golang' }, false],
  ])('%s', (_name, change, expected) => {
    expect(offersLanguageServer({ ...ALL, ...change })).toBe(expected);
  });
});
