import { beforeAll, describe, expect, it } from 'vitest';
import type { VerificationReport } from '@verdict/common';
import i18n, { changeLocale } from '@/i18n';
import { goingPublicQuestion, verificationDisagrees } from './going-public';

const report = (change: Partial<VerificationReport>): VerificationReport => ({
  pid: 7,
  problemId: 'K1',
  title: 'Sum',
  auth: 2,
  total: 3,
  judged: 3,
  mismatches: 0,
  rows: [],
  ...change,
});

describe('going public after a verification run', () => {
  beforeAll(() => changeLocale('en-US'));

  it('asks plainly when every solution got its expected verdict, or there were none', () => {
    expect(verificationDisagrees(report({}))).toBe(false);
    expect(verificationDisagrees(report({ total: 0, judged: 0 }))).toBe(false);
    expect(goingPublicQuestion(report({}), i18n.t)).toBe('Make problem K1 public for everyone?');
  });

  it('warns first about mismatches and about solutions still being judged', () => {
    const both = report({ judged: 2, mismatches: 2 });
    expect(verificationDisagrees(both)).toBe(true);
    expect(goingPublicQuestion(both, i18n.t)).toBe(
      'The verification has not finished yet. Warning: 2 solutions did not get their expected verdicts. ' +
        'Make problem K1 public for everyone?',
    );
  });
});
