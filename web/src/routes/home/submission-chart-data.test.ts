import { describe, expect, it } from 'vitest';
import { toSubmissionChartData } from './submission-chart-data';

describe('toSubmissionChartData', () => {
  it('labels the days as month-day and keeps the counts in day order', () => {
    const data = toSubmissionChartData({
      dateStrList: ['2026-02-27', '2026-02-28', '2026-03-01'],
      totalCountList: [4, 0, 9],
      acCountList: [1, 0, 5],
    });
    expect(data).toEqual({
      labels: ['02-27', '02-28', '03-01'],
      total: [4, 0, 9],
      accepted: [1, 0, 5],
      empty: false,
    });
  });

  it('fills missing counts with zero and reports a week without submissions as empty', () => {
    const data = toSubmissionChartData({
      dateStrList: ['2026-03-01', '2026-03-02'],
      totalCountList: [0],
      acCountList: [],
    });
    expect(data.total).toEqual([0, 0]);
    expect(data.accepted).toEqual([0, 0]);
    expect(data.empty).toBe(true);
  });
});
