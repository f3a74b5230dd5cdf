import type { Standing } from './board-standing';

/**
 * The first accepted time of each problem (display id) on an ACM board — first blood — kept as
 * standings change: a new accept can only lower a time; only when the participant holding a first
 * time loses it (a rejudge, a deleted submission) is that problem looked up again over everyone.
 */
export class FirstAccepted {
  readonly times = new Map<string, number>();

  rebuild(standings: readonly Standing[]): void {
    this.times.clear();
    for (const standing of standings) this.lower(standing);
  }

  /** A participant's standing changed from `old` to `now` (either may be missing); `all` is the board after it. */
  replace(old: Standing | undefined, now: Standing | null, all: readonly Standing[]): void {
    const lost = [...(old?.accepted ?? [])]
      .filter(([displayId, time]) => time === this.times.get(displayId))
      .filter(([displayId, time]) => now?.accepted?.get(displayId) !== time)
      .map(([displayId]) => displayId);
    if (now) this.lower(now);
    for (const displayId of lost) this.recompute(displayId, all);
  }

  private lower(standing: Standing): void {
    for (const [displayId, time] of standing.accepted ?? []) {
      const known = this.times.get(displayId);
      if (known === undefined || time < known) this.times.set(displayId, time);
    }
  }

  private recompute(displayId: string, all: readonly Standing[]): void {
    this.times.delete(displayId);
    for (const standing of all) {
      const time = standing.accepted?.get(displayId);
      if (time === undefined) continue;
      const known = this.times.get(displayId);
      if (known === undefined || time < known) this.times.set(displayId, time);
    }
  }
}
