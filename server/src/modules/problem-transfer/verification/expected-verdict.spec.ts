import { JudgeStatus } from '@verdict/common';
import {
  kattisExpected,
  languageOfFile,
  polygonExpected,
  polygonLanguage,
  verdictMatches,
} from './expected-verdict';

describe('expected verdicts of package solutions', () => {
  it.each([
    ['main', 'AC'],
    ['ACCEPTED', 'AC'],
    ['wrong-answer', 'WA'],
    ['TIME_LIMIT_EXCEEDED', 'TLE'],
    ['rejected', 'REJECTED'],
    ['time-limit-exceeded-or-accepted', 'TLE_OR_AC'],
    ['nonsense', undefined],
  ])('Polygon tag %s → %s', (tag, expected) => {
    expect(polygonExpected(tag)).toBe(expected);
  });

  it.each([
    ['accepted', 'AC'],
    ['wrong_answer', 'WA'],
    ['time_limit_exceeded', 'TLE'],
    ['run_time_error', 'RE'],
    ['partially_accepted', undefined],
  ])('Kattis folder %s → %s', (folder, expected) => {
    expect(kattisExpected(folder)).toBe(expected);
  });

  it.each([
    ['AC', JudgeStatus.ACCEPTED, true],
    ['AC', JudgeStatus.WRONG_ANSWER, false],
    ['WA', JudgeStatus.ACCEPTED, false],
    ['WA', JudgeStatus.PRESENTATION_ERROR, true],
    ['TLE', JudgeStatus.RUNTIME_ERROR, false],
    ['REJECTED', JudgeStatus.TIME_LIMIT_EXCEEDED, true],
    ['REJECTED', JudgeStatus.COMPILE_ERROR, false],
    ['TLE_OR_AC', JudgeStatus.ACCEPTED, true],
  ] as const)('expected %s, got %i → match %s', (expected, status, match) => {
    expect(verdictMatches(expected, status)).toBe(match);
  });

  it('names languages by extension and Polygon type', () => {
    expect(languageOfFile('sol.cpp')).toBe('C++ 17 With O2');
    expect(languageOfFile('a.py')).toBe('Python3');
    expect(languageOfFile('Main.kt')).toBeUndefined();
    expect(polygonLanguage('cpp.g++17', 'x')).toBe('C++ 17 With O2');
    expect(polygonLanguage('java11', 'x')).toBe('Java');
    expect(polygonLanguage('unknown', 'sol.c')).toBe('C');
  });
});
