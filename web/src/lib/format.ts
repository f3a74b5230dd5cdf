/** Display helpers for lists and details: memory in KB up to YB, time in ms, length in B, two decimals. */
const MEMORY_UNITS = ['KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Memory arrives in KB. */
export function formatMemory(kb: number | null | undefined): string {
  if (kb === null || kb === undefined || Number.isNaN(kb)) return '--';
  let value = kb;
  let unit = 0;
  while (value >= 1024 && unit < MEMORY_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '');
  return `${text}${MEMORY_UNITS[unit]}`;
}

export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '--';
  return `${ms}ms`;
}

export function formatLength(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '--';
  return `${bytes}B`;
}

/** AC rate as a percentage with two decimals; 0 submissions gives 0.00%. */
export function passRate(accepted: number, total: number): string {
  if (!total || total <= 0) return '0.00%';
  return `${((accepted / total) * 100).toFixed(2)}%`;
}

/** A user's AC rate (already in percent, as the server gives it): two decimals and a percent sign. */
export function formatAcRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** Numeric rate in [0, 100] for progress bars. */
export function passRatio(accepted: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, (accepted / total) * 100);
}

/** Local date-time in the viewer's zone, `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '--';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
