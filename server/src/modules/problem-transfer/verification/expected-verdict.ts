import { JudgeStatus, type VerificationReason } from '@verdict/common';

/**
 * What a package says one of its solutions must get, as the package's own tool checks it. Each
 * expectation is a rule over the verdicts of all cases: every case must get a verdict it allows,
 * and at least one case a verdict it requires (none required: any allowed mix). Polygon tags and
 * Kattis folders that mean the same share one expectation; `RE` and `BRUTE_FORCE` come only from
 * Kattis folders.
 */
export const EXPECTED_VERDICTS = [
  'AC',
  'WA',
  'PE',
  'TLE',
  'MLE',
  'RE',
  'REJECTED',
  'TLE_OR_AC',
  'TLE_OR_MLE',
  'BRUTE_FORCE',
  'PARTIAL',
] as const;
export type ExpectedVerdict = (typeof EXPECTED_VERDICTS)[number];

const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE } = JudgeStatus;
const { TIME_LIMIT_EXCEEDED: TLE, MEMORY_LIMIT_EXCEEDED: MLE, RUNTIME_ERROR: RE } = JudgeStatus;

/**
 * A special judge reports presentation errors as wrong answers (HOJ's testlib mapping), so the two
 * stand for each other. Kattis knows no memory- or output-limit verdict: running out of either is a
 * run-time error there (this judge already reports an output limit as RE).
 */
const WRONG = [WA, PE];
const KATTIS_RUN_TIME_ERROR = [RE, MLE];
const ANY_FAILURE = [WA, PE, TLE, MLE, RE];

interface Rule {
  allowed: readonly number[];
  /** Empty: no case has to fail. */
  required: readonly number[];
  /** Some case must also be accepted (a partial score is above zero). */
  someAccepted?: boolean;
}

const RULES: Record<ExpectedVerdict, Rule> = {
  // Polygon main / accepted, Kattis accepted: every case accepted.
  AC: { allowed: [AC], required: [] },
  // Polygon wrong-answer, Kattis wrong_answer: a wrong answer, nothing slower or crashing.
  WA: { allowed: [AC, ...WRONG], required: WRONG },
  PE: { allowed: [AC, ...WRONG], required: WRONG },
  // Polygon time-limit-exceeded, Kattis time_limit_exceeded: too slow somewhere, else accepted.
  TLE: { allowed: [AC, TLE], required: [TLE] },
  MLE: { allowed: [AC, MLE], required: [MLE] },
  // Kattis run_time_error: crashes somewhere (RE, MLE or output limit), else accepted.
  RE: { allowed: [AC, ...KATTIS_RUN_TIME_ERROR], required: KATTIS_RUN_TIME_ERROR },
  // Polygon rejected / failed, Kattis rejected: some case is not accepted.
  REJECTED: { allowed: [AC, ...ANY_FAILURE], required: ANY_FAILURE },
  // Polygon time-limit-exceeded-or-accepted: accepted or too slow on each case, either may be all.
  TLE_OR_AC: { allowed: [AC, TLE], required: [] },
  TLE_OR_MLE: { allowed: [AC, TLE, MLE], required: [TLE, MLE] },
  // Kattis brute_force: never a wrong answer, but too slow or crashing somewhere.
  BRUTE_FORCE: { allowed: [AC, TLE, ...KATTIS_RUN_TIME_ERROR], required: [TLE, ...KATTIS_RUN_TIME_ERROR] },
  // Kattis partially_accepted: a score above zero but not the full score.
  PARTIAL: { allowed: [AC, ...ANY_FAILURE], required: ANY_FAILURE, someAccepted: true },
};

export interface VerdictCheck {
  match: boolean;
  reason: VerificationReason;
}

/**
 * Whether a judged solution got what its package expects, and why: `cases` are its case verdicts
 * in judging order; a submission that ran none (compile or system error) is judged by `status`.
 */
export function checkVerdict(
  expected: ExpectedVerdict,
  status: number,
  cases: readonly number[],
): VerdictCheck {
  if (cases.length === 0) return { match: false, reason: { code: 'no-cases', status } };
  const rule = RULES[expected];
  const outside = cases.findIndex((s) => !rule.allowed.includes(s));
  if (outside >= 0)
    return { match: false, reason: { code: 'case-not-allowed', case: outside + 1, status: cases[outside] } };
  if (rule.required.length === 0)
    return { match: true, reason: { code: expected === 'AC' ? 'all-accepted' : 'only-allowed' } };
  const hit = cases.findIndex((s) => rule.required.includes(s));
  if (hit < 0) return { match: false, reason: { code: 'none-expected' } };
  if (rule.someAccepted && !cases.includes(AC)) return { match: false, reason: { code: 'none-accepted' } };
  const countsAsCrash = expected !== 'MLE' && expected !== 'TLE_OR_MLE' && cases[hit] === MLE;
  return {
    match: true,
    reason: {
      code: countsAsCrash ? 'counts-as-run-time-error' : 'expected-case',
      case: hit + 1,
      status: cases[hit],
    },
  };
}

const POLYGON_TAGS: Record<string, ExpectedVerdict> = {
  main: 'AC',
  accepted: 'AC',
  ok: 'AC',
  'wrong-answer': 'WA',
  'presentation-error': 'PE',
  'time-limit-exceeded': 'TLE',
  'memory-limit-exceeded': 'MLE',
  rejected: 'REJECTED',
  failed: 'REJECTED',
  'time-limit-exceeded-or-accepted': 'TLE_OR_AC',
  'time-limit-exceeded-or-memory-limit-exceeded': 'TLE_OR_MLE',
};

/** A Polygon solution tag (`main`, `wrong-answer`, … any case, `_` or `-`) as an expectation. */
export function polygonExpected(tag: string): ExpectedVerdict | undefined {
  return POLYGON_TAGS[tag.trim().toLowerCase().replaceAll('_', '-')];
}

const KATTIS_FOLDERS: Record<string, ExpectedVerdict> = {
  accepted: 'AC',
  wrong_answer: 'WA',
  time_limit_exceeded: 'TLE',
  run_time_error: 'RE',
  // Not in the format, but found in packages: both are run-time errors to Kattis.
  memory_limit_exceeded: 'RE',
  output_limit_exceeded: 'RE',
  rejected: 'REJECTED',
  brute_force: 'BRUTE_FORCE',
  partially_accepted: 'PARTIAL',
  // Correct, but may run past the time limit (within the format's safety margin).
  slow_accepted: 'TLE_OR_AC',
};

/** A Kattis `submissions/<folder>` as an expectation; other folders are not judged. */
export function kattisExpected(folder: string): ExpectedVerdict | undefined {
  return KATTIS_FOLDERS[folder.trim().toLowerCase()];
}
