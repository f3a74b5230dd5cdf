import { describe, expect, it } from 'vitest';
import { collapseBlankLines } from './collapse-blank-lines';
import { buildHeatmapWeeks, heatLevel } from './heatmap';
import { matchSample } from './match-sample';
import { parseExamples } from './parse-examples';
import { parseExtraFiles } from './parse-extra-files';
import { encodeAnswers, quizSubmitEnabled, splitQuiz } from './quiz';
import { parseQuizCode } from './quiz-answers';
import { LEFT_MIN_PX, resolveSplit, RIGHT_MIN_CODE_PX, RIGHT_MIN_QUIZ_PX } from './split-layout';

describe('collapseBlankLines', () => {
  it('squeezes runs of 8 or more blank lines and keeps shorter ones', () => {
    expect(collapseBlankLines(`a${'\n'.repeat(9)}b`)).toBe('a\n\nb');
    expect(collapseBlankLines(`a${'\n'.repeat(8)}b`)).toBe(`a${'\n'.repeat(8)}b`);
  });
});

describe('parseExamples', () => {
  it('reads HOJ pairs and JSON arrays', () => {
    expect(
      parseExamples('<input>1 2</input><output>3</output><input>4 5\n</input><output>9</output>'),
    ).toEqual([
      { input: '1 2', output: '3' },
      { input: '4 5\n', output: '9' },
    ]);
    expect(parseExamples('[{"input":"a","output":"b"}]')).toEqual([{ input: 'a', output: 'b' }]);
    expect(parseExamples(null)).toEqual([]);
  });
});

describe('matchSample', () => {
  it('finds the sample ignoring outer whitespace', () => {
    const samples = [
      { input: '1 2', output: '3' },
      { input: '2 2\n', output: '4\n' },
    ];
    expect(matchSample(' 2 2 ', '4', samples)).toBe(2);
    expect(matchSample('5 5', '10', samples)).toBeNull();
  });
});

describe('split layout', () => {
  it('collapses to code-only below 420 px on the left', () => {
    expect(resolveSplit(LEFT_MIN_PX - 1, 1400, RIGHT_MIN_CODE_PX).mode).toBe('code-only');
  });
  it('collapses to problem-only when the code side gets under 460 px', () => {
    expect(resolveSplit(1000, 1400, RIGHT_MIN_CODE_PX).mode).toBe('problem-only');
    expect(resolveSplit(1000, 1400, RIGHT_MIN_QUIZ_PX)).toEqual({ mode: 'both', leftPx: 1000 });
  });
});

describe('quiz helpers', () => {
  it('turns placeholders into T/F or A–F questions and encodes answers', () => {
    const parts = splitQuiz('Q1 {{select(2)}} Q2 {{select(4)}}');
    const questions = parts.filter((part) => part.kind === 'question');
    expect(questions).toEqual([
      { kind: 'question', number: 1, options: ['T', 'F'] },
      { kind: 'question', number: 2, options: ['A', 'B', 'C', 'D', 'E', 'F'] },
    ]);
    expect(encodeAnswers({ 1: 'T', 2: 'C' }, 2)).toBe('1.T\n2.C');
  });
  it('recognises quiz submissions by their numbered answer lines', () => {
    expect(parseQuizCode('1.T\n2:c\n')).toEqual(
      new Map([
        [1, 'T'],
        [2, 'C'],
      ]),
    );
    expect(parseQuizCode('#include <cstdio>\n1.A')).toBeNull();
    expect(parseQuizCode('print(1)')).toBeNull();
  });
  it('allows submitting before any submission or after -4/4 only', () => {
    expect(quizSubmitEnabled(-10, false)).toBe(true);
    expect(quizSubmitEnabled(-4, false)).toBe(true);
    expect(quizSubmitEnabled(4, false)).toBe(true);
    expect(quizSubmitEnabled(0, false)).toBe(false);
    expect(quizSubmitEnabled(0, true)).toBe(true);
  });
});

describe('heatmap', () => {
  it('covers one year in week columns and counts per day', () => {
    const weeks = buildHeatmapWeeks([{ date: '2026-11-20', count: 4 }], new Date(2026, 10, 23));
    expect(weeks.length).toBeGreaterThanOrEqual(53);
    const cells = weeks.flat().filter((cell) => cell !== null);
    expect(cells.length).toBe(365);
    expect(cells.find((cell) => cell?.date === '2026-11-20')?.count).toBe(4);
    expect(heatLevel(0)).toBe(0);
    expect(heatLevel(12)).toBe(4);
  });
});

describe('parseExtraFiles', () => {
  it('lists name and content pairs and ignores bad JSON', () => {
    expect(parseExtraFiles('{"testlib.h":"// lib"}')).toEqual([['testlib.h', '// lib']]);
    expect(parseExtraFiles('not json')).toEqual([]);
    expect(parseExtraFiles(null)).toEqual([]);
  });
});
