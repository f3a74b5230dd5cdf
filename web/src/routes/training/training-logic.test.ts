import { beforeEach, describe, expect, it } from 'vitest';
import { JudgeStatus, ProblemType } from '@verdict/common';
import { neighboursOf, storeProblemOrder } from './problem-order';
import { rankCellText } from './rank-cell';
import { trainingProgress } from './training-progress';

describe('trainingProgress', () => {
  it.each([
    [0, 0, 0],
    [0, 3, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 1, 100],
    [5, 4, 100],
    [1, 7, 14.29],
  ])('%i of %i problems is %f %%', (ac, count, expected) => {
    expect(trainingProgress(ac, count)).toBe(expected);
  });
});

describe('neighboursOf', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the previous and next of the stored order', () => {
    storeProblemOrder(7, ['P1', 'P2', 'P3']);
    expect(neighboursOf(7, 'P1')).toEqual({ previous: null, next: 'P2' });
    expect(neighboursOf(7, 'P2')).toEqual({ previous: 'P1', next: 'P3' });
    expect(neighboursOf(7, 'P3')).toEqual({ previous: 'P2', next: null });
  });

  it('keeps each training apart and offers nothing for an unknown problem or training', () => {
    storeProblemOrder(7, ['P1', 'P2']);
    storeProblemOrder(8, ['Q1']);
    expect(neighboursOf(8, 'P1')).toEqual({ previous: null, next: null });
    expect(neighboursOf(9, 'P1')).toEqual({ previous: null, next: null });
    expect(neighboursOf(8, 'Q1')).toEqual({ previous: null, next: null });
  });

  it('ignores a damaged entry', () => {
    sessionStorage.setItem('training-problems:7', '{not json');
    expect(neighboursOf(7, 'P1')).toEqual({ previous: null, next: null });
  });
});

describe('rankCellText', () => {
  it.each([
    ['no result', undefined, ProblemType.ACM, ''],
    [
      'accepted with its time',
      { status: JudgeStatus.ACCEPTED, score: null, runTime: 15 },
      ProblemType.ACM,
      'AC 15ms',
    ],
    [
      'wrong answer',
      { status: JudgeStatus.WRONG_ANSWER, score: null, runTime: 3 },
      ProblemType.ACM,
      'WA 3ms',
    ],
    [
      'compile error without time',
      { status: JudgeStatus.COMPILE_ERROR, score: null, runTime: null },
      ProblemType.ACM,
      'CE',
    ],
    [
      'an OI problem by score',
      { status: JudgeStatus.WRONG_ANSWER, score: 40, runTime: 3 },
      ProblemType.OI,
      '40',
    ],
    [
      'a partial acceptance by score',
      { status: JudgeStatus.PARTIAL_ACCEPTED, score: 60, runTime: 9 },
      ProblemType.ACM,
      '60',
    ],
  ])('%s', (_, cell, type, expected) => {
    expect(rankCellText(cell, type)).toBe(expected);
  });
});
