import type { HeatmapDay } from '@/types/account';

export interface HeatCell {
  date: string;
  count: number;
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The last year of submissions as week columns (Sunday first) ending at `end`, for the user
 * home heatmap. Days before the year or after `end` are left out (null).
 */
export function buildHeatmapWeeks(days: readonly HeatmapDay[], end: Date): (HeatCell | null)[][] {
  const counts = new Map(days.map((day) => [day.date.slice(0, 10), day.count]));
  const last = new Date(end.getFullYear(), end.getMonth(), end.getDate());
  const first = new Date(last);
  first.setFullYear(first.getFullYear() - 1);
  first.setDate(first.getDate() + 1);
  const cursor = new Date(first);
  cursor.setDate(cursor.getDate() - cursor.getDay());
  const weeks: (HeatCell | null)[][] = [];
  while (cursor <= last) {
    const week: (HeatCell | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const inRange = cursor >= first && cursor <= last;
      const key = isoDay(cursor);
      week.push(inRange ? { date: key, count: counts.get(key) ?? 0 } : null);
      cursor.setDate(cursor.getDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

export function heatLevel(count: number): 0 | 1 | 2 | 3 | 4 {
  if (count <= 0) return 0;
  if (count < 3) return 1;
  if (count < 6) return 2;
  if (count < 10) return 3;
  return 4;
}

export interface MonthLabel {
  /** The week column the label starts at. */
  week: number;
  /** The month's first day (a date in it), for a locale's month name. */
  date: Date;
}

/**
 * Where the heatmap's month names go: above the first column holding a month's 1st day, plus
 * the first column when its month has at least two weeks left (so labels never overlap).
 */
export function heatmapMonthLabels(weeks: readonly (HeatCell | null)[][]): MonthLabel[] {
  const labels: MonthLabel[] = [];
  weeks.forEach((week, index) => {
    const firstOfMonth = week.find((cell) => cell?.date.endsWith('-01'));
    if (firstOfMonth) {
      labels.push({ week: index, date: new Date(`${firstOfMonth.date}T00:00:00`) });
    } else if (index === 0) {
      const first = week.find((cell) => cell !== null);
      if (first) labels.push({ week: 0, date: new Date(`${first.date}T00:00:00`) });
    }
  });
  if (labels.length > 1 && labels[0].week === 0 && labels[1].week < 3) labels.shift();
  return labels;
}
