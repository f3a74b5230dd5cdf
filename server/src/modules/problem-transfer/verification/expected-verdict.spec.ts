import { JudgeStatus } from '@verdict/common';
import { checkVerdict, kattisExpected, polygonExpected, type ExpectedVerdict } from './expected-verdict';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE } = JudgeStatus;
const { TIME_LIMIT_EXCEEDED: TLE, MEMORY_LIMIT_EXCEEDED: MLE, RUNTIME_ERROR: RE } = JudgeStatus;
const { COMPILE_ERROR: CE, SYSTEM_ERROR: SE, PARTIAL_ACCEPTED: PAC } = JudgeStatus;

describe('expected verdicts of package solutions', () => {
  it.each([
    ['main', 'AC'],
    ['MAIN', 'AC'],
    ['OK', 'AC'],
    ['ACCEPTED', 'AC'],
    ['wrong-answer', 'WA'],
    ['PRESENTATION_ERROR', 'PE'],
    ['TIME_LIMIT_EXCEEDED', 'TLE'],
    ['MEMORY_LIMIT_EXCEEDED', 'MLE'],
    ['rejected', 'REJECTED'],
    ['FAILED', 'REJECTED'],
    ['time-limit-exceeded-or-accepted', 'TLE_OR_AC'],
    ['TIME_LIMIT_EXCEEDED_OR_MEMORY_LIMIT_EXCEEDED', 'TLE_OR_MLE'],
    ['nonsense', undefined],
  ])('Polygon tag %s → %s', (tag, expected) => {
    expect(polygonExpected(tag)).toBe(expected);
  });

  it.each([
    ['accepted', 'AC'],
    ['wrong_answer', 'WA'],
    ['time_limit_exceeded', 'TLE'],
    ['run_time_error', 'RE'],
    ['rejected', 'REJECTED'],
    ['brute_force', 'BRUTE_FORCE'],
    ['partially_accepted', 'PARTIAL'],
    ['slow_accepted', 'TLE_OR_AC'],
    ['notes', undefined],
  ])('Kattis folder %s → %s', (folder, expected) => {
    expect(kattisExpected(folder)).toBe(expected);
  });
});

describe('checkVerdict: each case against what the expectation allows and requires', () => {
  it.each<[string, ExpectedVerdict, number[], boolean, object]>([
    ['accepted: every case AC', 'AC', [AC, AC], true, { code: 'all-accepted' }],
    ['accepted: one WA', 'AC', [AC, WA], false, { code: 'case-not-allowed', case: 2, status: WA }],
    ['wrong answer: AC then WA', 'WA', [AC, WA, AC], true, { code: 'expected-case', case: 2, status: WA }],
    ['wrong answer: PE is a wrong answer', 'WA', [PE], true, { code: 'expected-case', case: 1, status: PE }],
    ['wrong answer: all AC', 'WA', [AC, AC], false, { code: 'none-expected' }],
    ['wrong answer: a TLE too', 'WA', [WA, TLE], false, { code: 'case-not-allowed', case: 2, status: TLE }],
    [
      'Kattis TLE folder: case 3 TLE',
      'TLE',
      [AC, AC, TLE],
      true,
      { code: 'expected-case', case: 3, status: TLE },
    ],
    ['Kattis TLE folder: a WA', 'TLE', [WA, TLE], false, { code: 'case-not-allowed', case: 1, status: WA }],
    [
      'Kattis TLE folder: a crash',
      'TLE',
      [TLE, RE],
      false,
      { code: 'case-not-allowed', case: 2, status: RE },
    ],
    ['Kattis RTE folder: RE', 'RE', [AC, RE], true, { code: 'expected-case', case: 2, status: RE }],
    [
      'Kattis RTE folder: MLE is a run-time error',
      'RE',
      [MLE, MLE],
      true,
      { code: 'counts-as-run-time-error', case: 1, status: MLE },
    ],
    ['Kattis RTE folder: a WA', 'RE', [RE, WA], false, { code: 'case-not-allowed', case: 2, status: WA }],
    [
      'partially accepted: some AC, a WA',
      'PARTIAL',
      [AC, WA],
      true,
      { code: 'expected-case', case: 2, status: WA },
    ],
    ['partially accepted: every case AC', 'PARTIAL', [AC, AC], false, { code: 'none-expected' }],
    ['partially accepted: no case AC', 'PARTIAL', [WA, TLE], false, { code: 'none-accepted' }],
    ['slow accepted: a TLE', 'TLE_OR_AC', [AC, TLE], true, { code: 'only-allowed' }],
    [
      'rejected: any failure',
      'REJECTED',
      [AC, TLE, WA],
      true,
      { code: 'expected-case', case: 2, status: TLE },
    ],
    ['rejected: all AC', 'REJECTED', [AC], false, { code: 'none-expected' }],
    ['brute force: TLE', 'BRUTE_FORCE', [AC, TLE], true, { code: 'expected-case', case: 2, status: TLE }],
    ['brute force: a WA', 'BRUTE_FORCE', [TLE, WA], false, { code: 'case-not-allowed', case: 2, status: WA }],
    ['Polygon MLE: MLE', 'MLE', [AC, MLE], true, { code: 'expected-case', case: 2, status: MLE }],
    ['Polygon MLE: RE', 'MLE', [RE], false, { code: 'case-not-allowed', case: 1, status: RE }],
    ['Polygon TL or OK: all AC', 'TLE_OR_AC', [AC, AC], true, { code: 'only-allowed' }],
    ['Polygon TL or OK: TLE', 'TLE_OR_AC', [AC, TLE], true, { code: 'only-allowed' }],
    ['Polygon TL or OK: WA', 'TLE_OR_AC', [WA], false, { code: 'case-not-allowed', case: 1, status: WA }],
    ['Polygon TL or ML: ML', 'TLE_OR_MLE', [AC, MLE], true, { code: 'expected-case', case: 2, status: MLE }],
    ['Polygon TL or ML: all AC', 'TLE_OR_MLE', [AC], false, { code: 'none-expected' }],
    [
      'partial accepted is not accepted',
      'AC',
      [PAC],
      false,
      { code: 'case-not-allowed', case: 1, status: PAC },
    ],
    [
      'a system error never matches',
      'REJECTED',
      [AC, SE],
      false,
      { code: 'case-not-allowed', case: 2, status: SE },
    ],
  ])('%s', (_name, expected, cases, match, reason) => {
    expect(checkVerdict(expected, cases.find((s) => s !== AC) ?? AC, cases)).toEqual({ match, reason });
  });

  it('judges a submission that ran no case by its own status', () => {
    expect(checkVerdict('WA', CE, [])).toEqual({ match: false, reason: { code: 'no-cases', status: CE } });
    expect(checkVerdict('REJECTED', SE, [])).toEqual({
      match: false,
      reason: { code: 'no-cases', status: SE },
    });
  });
});
