import type { AcmRankRow } from '@verdict/common';

/**
 * The first accepted time of each problem (display id) on an ACM board — first blood — kept as
 * rows change: a new accept can only lower a time; only when the row holding a first time loses
 * it (a rejudge, a deleted submission) is that problem looked up again over every row.
 */
export class FirstAccepted {
  readonly times = new Map<string, number>();

  rebuild(rows: readonly AcmRankRow[]): void {
    this.times.clear();
    for (const row of rows) this.lower(row);
  }

  /** A user's row changed from `old` to `row` (either may be missing); `rows` is the whole board after it. */
  replace(old: AcmRankRow | undefined, row: AcmRankRow | null, rows: readonly AcmRankRow[]): void {
    const lost = old ? this.heldBy(old).filter((displayId) => !this.keeps(row, displayId)) : [];
    if (row) this.lower(row);
    for (const displayId of lost) this.recompute(displayId, rows);
  }

  private lower(row: AcmRankRow): void {
    for (const displayId in row.submissionInfo) {
      const cell = row.submissionInfo[displayId];
      if (!cell.isAC) continue;
      const known = this.times.get(displayId);
      if (known === undefined || cell.ACTime! < known) this.times.set(displayId, cell.ACTime!);
    }
  }

  /** The problems on which the row holds the first accepted time. */
  private heldBy(row: AcmRankRow): string[] {
    return Object.entries(row.submissionInfo)
      .filter(([displayId, cell]) => cell.isAC && cell.ACTime === this.times.get(displayId))
      .map(([displayId]) => displayId);
  }

  private keeps(row: AcmRankRow | null, displayId: string): boolean {
    const cell = row?.submissionInfo[displayId];
    return !!cell?.isAC && cell.ACTime === this.times.get(displayId);
  }

  private recompute(displayId: string, rows: readonly AcmRankRow[]): void {
    this.times.delete(displayId);
    for (const row of rows) {
      const cell = row.submissionInfo[displayId];
      if (!cell?.isAC) continue;
      const known = this.times.get(displayId);
      if (known === undefined || cell.ACTime! < known) this.times.set(displayId, cell.ACTime!);
    }
  }
}
