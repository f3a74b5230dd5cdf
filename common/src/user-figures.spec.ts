import { JudgeStatus } from './status';
import { acRate, hasCountedVerdict, rankPeriodStartDay, utcDayOf } from './user-figures';

const DAY = 86_400_000;

describe('counted submissions', () => {
  it.each([
    [JudgeStatus.ACCEPTED, true],
    [JudgeStatus.WRONG_ANSWER, true],
    [JudgeStatus.COMPILE_ERROR, true],
    [JudgeStatus.SYSTEM_ERROR, true],
    [JudgeStatus.PARTIAL_ACCEPTED, true],
    [JudgeStatus.PENDING, false],
    [JudgeStatus.JUDGING, false],
    [JudgeStatus.SUBMITTING, false],
    [JudgeStatus.CANCELLED, false],
  ])('status %i counts: %s', (status, counted) => {
    expect(hasCountedVerdict(status)).toBe(counted);
  });
});

describe('AC rate', () => {
  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 10, 10],
    [2, 2, 100],
    [0, 5, 0],
    [0, 0, 0],
  ])('%i solved in %i submissions is %d %', (solved, submissions, rate) => {
    expect(acRate(solved, submissions)).toBe(rate);
  });
});

describe('rank periods', () => {
  const now = Date.UTC(2025, 4, 20, 15, 30);
  it('counts today and the period days before it, by UTC day', () => {
    expect(rankPeriodStartDay(1, now)).toBe(utcDayOf(Date.UTC(2025, 4, 13)));
    expect(rankPeriodStartDay(5, now)).toBe(utcDayOf(now - 365 * DAY));
    expect(rankPeriodStartDay(0, now)).toBeNull();
  });
});
