import { JudgeCaseMode, JudgeStatus, ProblemType } from '@verdict/common';
import { caseRunOrder, effectiveCaseMode, scoreSubmission, type ScoredCase } from './scoring';

const {
  ACCEPTED: AC,
  WRONG_ANSWER: WA,
  TIME_LIMIT_EXCEEDED: TLE,
  PARTIAL_ACCEPTED: PA,
  CANCELLED: CA,
  RUNTIME_ERROR: RE,
} = JudgeStatus;
const { ACM, OI } = ProblemType;
const { DEFAULT, SUBTASK_LOWEST, SUBTASK_AVERAGE, ERGODIC_WITHOUT_ERROR } = JudgeCaseMode;

/** [status, caseScore, group, partial?] */
type Row = [number, number, number, number?];
const cases = (rows: Row[]): ScoredCase[] =>
  rows.map(([status, caseScore, groupNum, partial], i) => ({
    seq: i + 1,
    status,
    caseScore,
    groupNum,
    partial,
  }));

describe('scoreSubmission', () => {
  it.each([
    // description, type, mode, cases, expected status, expected score
    [
      'all AC, default',
      OI,
      DEFAULT,
      [
        [AC, 50, 1],
        [AC, 50, 1],
      ],
      AC,
      100,
    ],
    [
      'OI default, one WA',
      OI,
      DEFAULT,
      [
        [AC, 50, 1],
        [WA, 50, 1],
      ],
      PA,
      50,
    ],
    [
      'OI default, all fail: first failure',
      OI,
      DEFAULT,
      [
        [TLE, 50, 1],
        [WA, 50, 1],
      ],
      TLE,
      0,
    ],
    [
      'ACM default: first failing case by seq',
      ACM,
      DEFAULT,
      [
        [AC, 50, 1],
        [RE, 25, 1],
        [WA, 25, 1],
      ],
      RE,
      50,
    ],
    [
      'checker partial: floor(share × score)',
      OI,
      DEFAULT,
      [
        [AC, 50, 1],
        [PA, 50, 1, 0.333],
      ],
      PA,
      66,
    ],
    [
      'subtask_lowest: min per group',
      OI,
      SUBTASK_LOWEST,
      [
        [AC, 30, 1],
        [AC, 30, 1],
        [WA, 70, 2],
        [CA, 70, 2],
      ],
      PA,
      30,
    ],
    [
      'subtask_lowest: partial counts as its share',
      OI,
      SUBTASK_LOWEST,
      [
        [AC, 40, 1],
        [PA, 40, 1, 0.5],
        [AC, 60, 2],
      ],
      PA,
      80,
    ],
    [
      'subtask_lowest all AC',
      OI,
      SUBTASK_LOWEST,
      [
        [AC, 30, 1],
        [AC, 30, 1],
        [AC, 70, 2],
      ],
      AC,
      100,
    ],
    [
      'subtask_average: round(avg) per group',
      OI,
      SUBTASK_AVERAGE,
      [
        [AC, 30, 1],
        [WA, 30, 1],
        [AC, 25, 2],
        [AC, 25, 2],
        [WA, 25, 2],
      ],
      PA,
      32,
    ],
    [
      'subtask_average half rounds up',
      OI,
      SUBTASK_AVERAGE,
      [
        [AC, 5, 1],
        [WA, 0, 1],
      ],
      PA,
      3,
    ],
    [
      'ergodic: only judged rows count',
      OI,
      ERGODIC_WITHOUT_ERROR,
      [
        [AC, 20, 1],
        [WA, 20, 1],
      ],
      PA,
      20,
    ],
    ['ergodic: first case fails, nothing else judged', OI, ERGODIC_WITHOUT_ERROR, [[WA, 20, 1]], WA, 0],
  ] as const)('%s', (_name, type, mode, rows, status, score) => {
    expect(scoreSubmission(type, mode, cases(rows as unknown as Row[]))).toEqual({ status, score });
  });

  it('caps the sum at the problem total and uses the full case list for it', () => {
    const judged = cases([
      [AC, 20, 1],
      [WA, 20, 1],
    ]);
    const all = [20, 20, 20, 20, 20].map((caseScore) => ({ caseScore, groupNum: 1 }));
    expect(scoreSubmission(OI, ERGODIC_WITHOUT_ERROR, judged, all)).toEqual({ status: PA, score: 20 });
  });
});

describe('case modes', () => {
  it('runs subtask_lowest as default on ACM problems', () => {
    expect(effectiveCaseMode(SUBTASK_LOWEST, ACM)).toBe(DEFAULT);
    expect(effectiveCaseMode(SUBTASK_LOWEST, OI)).toBe(SUBTASK_LOWEST);
  });
  it.each([
    [DEFAULT, 'all'],
    [SUBTASK_AVERAGE, 'all'],
    [ERGODIC_WITHOUT_ERROR, 'stop-at-first-failure'],
    [SUBTASK_LOWEST, 'subtask-skip-rest-of-group'],
  ] as const)('%s → %s', (mode, order) => expect(caseRunOrder(mode)).toBe(order));
});
