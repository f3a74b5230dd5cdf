/** One day of the home page's submission chart: `[start, end)` in the server's time zone. */
export interface StatisticsDay {
  label: string;
  start: Date;
  end: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last `count` days up to and including today (server time zone), oldest first. */
export function lastWeekDays(now: Date, count: number): StatisticsDay[] {
  const days: StatisticsDay[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back + 1);
    const label = `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
    days.push({ label, start, end });
  }
  return days;
}
