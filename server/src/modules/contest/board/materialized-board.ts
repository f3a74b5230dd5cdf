import type { AcmRankRow, OiRankRow } from '@verdict/common';
import type { AcmCellFacts, BoardCell, OiCellFacts } from './board-cell';
import {
  acmRow,
  compareAcm,
  compareOi,
  firstAcTimes,
  oiRow,
  rankSortedAcm,
  rankSortedOi,
  type BoardCells,
  type BoardOptions,
  type BoardPerson,
} from './board-rank';

export type RankRow = AcmRankRow | OiRankRow;

/** A ranked board, its rows by user, and for ACM the first accepted time of each problem (first blood). */
export interface RankedBoard {
  rows: RankRow[];
  byUid: ReadonlyMap<string, RankRow>;
  firstAc: Map<string, number>;
}

/**
 * One view of a board (real or sealed, stars kept or removed) kept ranked between changes: a
 * change rebuilds only the rows of the users it touched and moves them to their place in the
 * sorted list, then ranks are walked again, instead of rebuilding 10 000 rows from 130 000 cells.
 */
export class MaterializedBoard {
  private readonly rows = new Map<string, RankRow>();
  private ranked: RankedBoard | null = null;
  private readonly dirty = new Set<string>();
  private everything = true;

  constructor(
    private readonly kind: 'acm' | 'oi',
    private readonly options: BoardOptions,
    private readonly cells: BoardCells<unknown>,
    private readonly people: ReadonlyMap<string, BoardPerson>,
    /** People who are never on the board (the contest's author, super admins). */
    private readonly excluded: (person: BoardPerson) => boolean,
  ) {}

  /** The user's cells or person changed. */
  touch(uid: string): void {
    this.dirty.add(uid);
    this.ranked = null;
  }

  board(): RankedBoard {
    if (this.ranked) return this.ranked;
    if (this.everything) {
      this.rows.clear();
      for (const uid of this.cells.keys()) {
        const row = this.rowOf(uid);
        if (row) this.rows.set(uid, row);
      }
      this.sorted = [...this.rows.values()].sort(this.compare);
      this.everything = false;
    } else {
      for (const uid of this.dirty) this.replace(uid);
    }
    this.dirty.clear();
    if (this.kind === 'acm') rankSortedAcm(this.sorted as AcmRankRow[], this.options);
    else rankSortedOi(this.sorted as OiRankRow[], this.options);
    const firstAc =
      this.kind === 'acm' ? firstAcTimes(this.sorted as AcmRankRow[]) : new Map<string, number>();
    this.ranked = { rows: this.sorted, byUid: this.rows, firstAc };
    return this.ranked;
  }

  private sorted: RankRow[] = [];

  private get compare(): (a: RankRow, b: RankRow) => number {
    return (this.kind === 'acm' ? compareAcm : compareOi) as (a: RankRow, b: RankRow) => number;
  }

  /** Takes the user's old row out of the sorted list and puts the new one in its place. */
  private replace(uid: string): void {
    const old = this.rows.get(uid);
    if (old) this.sorted.splice(this.sorted.indexOf(old), 1);
    const row = this.rowOf(uid);
    if (!row) {
      this.rows.delete(uid);
      return;
    }
    this.rows.set(uid, row);
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.sorted[middle], row) < 0) low = middle + 1;
      else high = middle;
    }
    this.sorted.splice(low, 0, row);
  }

  private rowOf(uid: string): RankRow | null {
    const person = this.people.get(uid);
    const problems = this.cells.get(uid);
    if (!person || !problems || problems.size === 0 || this.excluded(person)) return null;
    if (this.options.removeStar && this.options.stars.has(person.username)) return null;
    return this.kind === 'acm'
      ? acmRow(person, problems as ReadonlyMap<number, BoardCell<AcmCellFacts>>, this.options)
      : oiRow(person, problems as ReadonlyMap<number, BoardCell<OiCellFacts>>, this.options);
  }
}
