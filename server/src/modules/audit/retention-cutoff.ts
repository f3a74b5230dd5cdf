const DAY_MS = 24 * 3600_000;

/** The moment before which entries are too old to keep; null when they are kept forever (0 days). */
export function retentionCutoff(days: number, now: Date): Date | null {
  return days > 0 ? new Date(now.getTime() - days * DAY_MS) : null;
}
