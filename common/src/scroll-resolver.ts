import { compareStandings, sameStanding, type BoardStandingKey } from './board-order';
import {
  medalOfPlace,
  scrollStanding,
  type Medal,
  type MedalCounts,
  type ScrollBoardSnapshot,
  type ScrollCell,
  type ScrollTeam,
} from './scroll-board';

/** One reveal: a team's hidden cell on a problem is shown, and the team moves `from` → `to`. */
export interface RevealStep {
  uid: string;
  problem: number;
  from: number;
  to: number;
}

/** A board row as the resolver shows it at the current step. */
export interface ResolverRow {
  team: ScrollTeam;
  /** 0 for stars, else 1 + the teams ranked ahead with a better standing. */
  rank: number;
  medal: Medal | null;
  standing: BoardStandingKey;
  cells: readonly (ScrollCell | null)[];
  /** By problem: the cell still hides results. */
  hidden: readonly boolean[];
}

const sameCell = (a: ScrollCell | null, b: ScrollCell | null) =>
  a === b || (!!a && !!b && a.points === b.points && a.time === b.time && a.tries === b.tries);

/**
 * The reveal of a sealed board, as ICPC resolvers play it: the lowest team that still hides
 * results shows its leftmost hidden cell and takes its new place; that repeats until every cell
 * shows and the board is the final one. Every step is planned up front, so the reveal plays
 * forwards and backwards.
 */
export class ScrollResolution {
  readonly steps: RevealStep[] = [];
  /** Steps played so far. */
  private played = 0;
  private readonly order: string[];
  private readonly teams = new Map<string, ScrollTeam>();
  private readonly cells = new Map<string, (ScrollCell | null)[]>();
  private readonly standings = new Map<string, BoardStandingKey>();

  constructor(private readonly snapshot: ScrollBoardSnapshot<unknown>) {
    for (const team of snapshot.teams) {
      this.teams.set(team.uid, team);
      this.cells.set(team.uid, [...team.sealed]);
      this.standings.set(team.uid, scrollStanding(snapshot.contest.type, team.username, team.sealed));
    }
    this.order = snapshot.teams.map((team) => team.uid).sort(this.byStanding);
    this.plan();
  }

  get stepCount(): number {
    return this.steps.length;
  }

  get stepsPlayed(): number {
    return this.played;
  }

  get finished(): boolean {
    return this.played === this.steps.length;
  }

  /** The team whose cell the next step reveals, and that cell. */
  get next(): RevealStep | null {
    return this.steps[this.played] ?? null;
  }

  /** Plays the next step; null at the end. */
  forward(): RevealStep | null {
    const step = this.steps[this.played];
    if (!step) return null;
    this.reveal(step, this.teams.get(step.uid)!.final[step.problem]);
    this.played += 1;
    return step;
  }

  /** Takes the last played step back; null at the start. */
  back(): RevealStep | null {
    if (this.played === 0) return null;
    this.played -= 1;
    const step = this.steps[this.played];
    this.reveal({ ...step, from: step.to, to: step.from }, this.teams.get(step.uid)!.sealed[step.problem]);
    return step;
  }

  /** The board at the current step, top to bottom, with ranks and medals. */
  rows(medals: MedalCounts): ResolverRow[] {
    const hiddenFrom = new Map<string, Set<number>>();
    for (const step of this.steps.slice(this.played)) {
      const set = hiddenFrom.get(step.uid) ?? new Set<number>();
      hiddenFrom.set(step.uid, set.add(step.problem));
    }
    const rows: ResolverRow[] = [];
    let ranked = 0;
    let previous: ResolverRow | null = null;
    for (const uid of this.order) {
      const team = this.teams.get(uid)!;
      const standing = this.standings.get(uid)!;
      const hidden = team.final.map((_, problem) => hiddenFrom.get(uid)?.has(problem) ?? false);
      let rank = 0;
      let medal: Medal | null = null;
      if (!team.star) {
        const tied = previous && previous.rank > 0 && sameStanding(previous.standing, standing);
        rank = tied ? previous!.rank : ranked + 1;
        medal = medalOfPlace(medals, ranked, standing.points);
        ranked += 1;
      }
      const row = { team, rank, medal, standing, cells: this.cells.get(uid)!, hidden };
      rows.push(row);
      if (!team.star) previous = row;
    }
    return rows;
  }

  private readonly byStanding = (a: string, b: string) =>
    compareStandings(this.standings.get(a)!, this.standings.get(b)!);

  private plan(): void {
    const pending = new Map<string, number[]>();
    for (const team of this.snapshot.teams) {
      const problems = team.final
        .map((cell, problem) =>
          team.frozen[problem] > 0 || !sameCell(team.sealed[problem], cell) ? problem : -1,
        )
        .filter((problem) => problem >= 0);
      if (problems.length) pending.set(team.uid, problems);
    }
    for (;;) {
      let from = this.order.length - 1;
      while (from >= 0 && !pending.get(this.order[from])?.length) from -= 1;
      if (from < 0) break;
      const uid = this.order[from];
      const problem = pending.get(uid)!.shift()!;
      const to = this.reveal({ uid, problem, from, to: -1 }, this.teams.get(uid)!.final[problem]);
      this.steps.push({ uid, problem, from, to });
    }
    for (let i = this.steps.length - 1; i >= 0; i--) {
      const step = this.steps[i];
      this.reveal({ ...step, from: step.to, to: step.from }, this.teams.get(step.uid)!.sealed[step.problem]);
    }
  }

  /**
   * Shows `cell` in the step's team and problem and moves the team from `from` to its place:
   * `to`, or where its standing puts it when `to` is -1. Returns the new place.
   */
  private reveal(step: RevealStep, cell: ScrollCell | null): number {
    const cells = this.cells.get(step.uid)!;
    cells[step.problem] = cell;
    const team = this.teams.get(step.uid)!;
    this.standings.set(step.uid, scrollStanding(this.snapshot.contest.type, team.username, cells));
    this.order.splice(step.from, 1);
    const to = step.to >= 0 ? step.to : this.placeOf(step.uid);
    this.order.splice(to, 0, step.uid);
    return to;
  }

  /** Where a team not in `order` belongs in it (binary search: the rest stays sorted). */
  private placeOf(uid: string): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.byStanding(this.order[middle], uid) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
