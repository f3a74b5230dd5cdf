/** Contest clock arithmetic for the pages: all from the server's `now`, never the browser's clock. */

/** Milliseconds to add to the browser clock to read the server's (from a response's `now`). */
export function serverOffset(serverNow: string, receivedAt = Date.now()): number {
  return new Date(serverNow).getTime() - receivedAt;
}

/** "1:05:09", or "2d 1:05:09" beyond a day. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const clock = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Share of the contest elapsed at `now`, 0–100. */
export function contestProgress(startTime: string, endTime: string, now: number): number {
  const start = new Date(startTime).getTime();
  const end = new Date(endTime).getTime();
  if (now <= start) return 0;
  if (now >= end) return 100;
  return Math.round(((now - start) / (end - start)) * 1000) / 10;
}

/** -1 scheduled, 0 running, 1 ended at `now` (the server's clock). */
export function statusAt(startTime: string, endTime: string, now: number): number {
  if (now < new Date(startTime).getTime()) return -1;
  if (now < new Date(endTime).getTime()) return 0;
  return 1;
}
