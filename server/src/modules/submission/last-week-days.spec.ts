import { lastWeekDays } from './last-week-days';

describe('lastWeekDays', () => {
  it('lists seven whole days ending today, oldest first', () => {
    const days = lastWeekDays(new Date(2026, 2, 3, 15, 30), 7);
    expect(days.map((day) => day.label)).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(days[0].start).toEqual(new Date(2026, 1, 25));
    expect(days[6].end).toEqual(new Date(2026, 2, 4));
  });

  it('makes each day end where the next begins', () => {
    const days = lastWeekDays(new Date(2025, 0, 1, 0, 0, 1), 7);
    expect(days[0].label).toBe('2024-12-26');
    for (let i = 1; i < days.length; i++) expect(days[i].start).toEqual(days[i - 1].end);
  });
});
