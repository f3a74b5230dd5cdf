import { describe, expect, it } from 'vitest';
import { buildHeatmapWeeks, heatmapMonthLabels } from './heatmap';

const monthOf = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}`;

describe('heatmapMonthLabels', () => {
  it('names each month once, above the column of its 1st day', () => {
    const weeks = buildHeatmapWeeks([], new Date(2026, 10, 23));
    const labels = heatmapMonthLabels(weeks);
    // 2025-11-24 … 2026-11-23: the stub of November 2025 is too short for a label of its own
    expect(labels.map((label) => monthOf(label.date))).toEqual([
      '2025-12',
      '2026-1',
      '2026-2',
      '2026-3',
      '2026-4',
      '2026-5',
      '2026-6',
      '2026-7',
      '2026-8',
      '2026-9',
      '2026-10',
      '2026-11',
    ]);
    for (const label of labels) {
      const cells = weeks[label.week].filter((cell) => cell !== null);
      expect(cells.some((cell) => cell.date.endsWith('-01'))).toBe(true);
    }
    const gaps = labels.slice(1).map((label, i) => label.week - labels[i].week);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(4);
  });

  it('labels the first column when its month has weeks left', () => {
    const labels = heatmapMonthLabels(buildHeatmapWeeks([], new Date(2026, 5, 10)));
    expect(labels[0]).toMatchObject({ week: 0 });
    expect(monthOf(labels[0].date)).toBe('2025-6');
  });
});
