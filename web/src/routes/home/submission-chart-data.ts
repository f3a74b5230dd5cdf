/** Last week's submissions (HOJ SubmissionStatisticsVO) as the chart's labels and series. */
import type { SubmissionStatisticsView } from '@verdict/common';

export interface SubmissionChartData {
  /** `MM-dd`, oldest first. */
  labels: string[];
  accepted: number[];
  total: number[];
  /** Nothing was submitted all week: the card shows its empty state instead of a flat chart. */
  empty: boolean;
}

export function toSubmissionChartData(stats: SubmissionStatisticsView): SubmissionChartData {
  const length = stats.dateStrList.length;
  const series = (values: number[]) => Array.from({ length }, (_, i) => Number(values[i] ?? 0) || 0);
  const total = series(stats.totalCountList);
  return {
    labels: stats.dateStrList.map((date) => date.replace(/^\d{4}-/, '')),
    accepted: series(stats.acCountList),
    total,
    empty: total.every((count) => count === 0),
  };
}
