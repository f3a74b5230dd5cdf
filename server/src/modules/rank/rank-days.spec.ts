import { JudgeStatus } from '@verdict/common';
import { dayOf, periodStartDay, problemDays, type RankedSubmission } from './rank-days';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PENDING, CANCELLED, PARTIAL_ACCEPTED: PA } = JudgeStatus;
const DAY = 86_400_000;
const on = (day: number, status: number, oiRankScore: number | null = null, hour = 12): RankedSubmission => ({
  submitTime: new Date(day * DAY + hour * 3_600_000),
  status,
  oiRankScore,
});

describe('problemDays', () => {
  it.each([
    ['nothing judged', [on(10, PENDING), on(10, CANCELLED)], []],
    ['one accepted', [on(10, AC)], [[10, { total: 1, ac: 1, score: 0 }]]],
    [
      'WA then AC on another day: the problem is solved on the AC day',
      [on(10, WA), on(12, AC)],
      [
        [10, { total: 1, ac: 0, score: 0 }],
        [12, { total: 1, ac: 1, score: 0 }],
      ],
    ],
    [
      'a second AC solves nothing new',
      [on(10, AC), on(11, AC)],
      [
        [10, { total: 1, ac: 1, score: 0 }],
        [11, { total: 1, ac: 0, score: 0 }],
      ],
    ],
    [
      'the best score grows in steps, a lower score adds nothing',
      [on(10, PA, 4), on(11, PA, 2), on(12, AC, 10)],
      [
        [10, { total: 1, ac: 0, score: 4 }],
        [11, { total: 1, ac: 0, score: 0 }],
        [12, { total: 1, ac: 1, score: 6 }],
      ],
    ],
    [
      'read in time order whatever the input order',
      [on(12, AC, 10, 9), on(12, PA, 4, 8)],
      [[12, { total: 2, ac: 1, score: 10 }]],
    ],
  ])('%s', (_name, submissions, expected) => {
    expect([...problemDays(submissions)].sort((a, b) => a[0] - b[0])).toEqual(expected);
  });
});

describe('periodStartDay', () => {
  const now = Date.UTC(2026, 10, 26, 9);
  it.each([
    [0, null],
    [1, dayOf(now) - 7],
    [2, dayOf(now) - 30],
    [3, dayOf(now) - 90],
    [4, dayOf(now) - 182],
    [5, dayOf(now) - 365],
  ] as const)('period %i starts at %p', (period, start) => {
    expect(periodStartDay(period, now)).toBe(start);
  });
});
