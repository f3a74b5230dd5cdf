import { RankType, type RankTypeValue } from '@verdict/common';

/** A user's sums over a period, with the names a search looks at. */
export interface RankTally {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  ac: number;
  total: number;
  score: number;
}

type Order = (a: RankTally, b: RankTally) => number;

/** ACM: solved desc, then submissions asc. */
const acmOrder: Order = (a, b) => b.ac - a.ac || a.total - b.total;
/** OI (HOJ `score DESC, ac DESC`): then submissions asc. */
const oiOrder: Order = (a, b) => b.score - a.score || b.ac - a.ac || a.total - b.total;

const byName: Order = (a, b) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;

/**
 * Rows kept in rank order; equal results are listed by username so pages stay stable, and share a
 * place (1, 2, 2, 4). A changed row is taken out and put back in by binary search, so a verdict
 * moves one user without sorting everyone again.
 */
export class RankedList<T extends RankTally> {
  private readonly rows: T[];
  private readonly order: Order;
  private readonly full: Order;

  constructor(rows: readonly T[], type: RankTypeValue) {
    this.order = type === RankType.ACM ? acmOrder : oiOrder;
    this.full = (a, b) => this.order(a, b) || byName(a, b);
    this.rows = [...rows].sort(this.full);
  }

  get length(): number {
    return this.rows.length;
  }

  all(): readonly T[] {
    return this.rows;
  }

  /** The row's place: one more than the rows strictly ahead of it. */
  rankOf(row: T): number {
    return this.lowerBound(row, this.order) + 1;
  }

  insert(row: T): void {
    this.rows.splice(this.lowerBound(row, this.full), 0, row);
  }

  /** Takes out this very row (as inserted); nothing when it is not listed. */
  remove(row: T): void {
    const at = this.lowerBound(row, this.full);
    if (this.rows[at] === row) this.rows.splice(at, 1);
  }

  /** The first index whose row is not ahead of `row` by `order`. */
  private lowerBound(row: T, order: Order): number {
    let low = 0;
    let high = this.rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(this.rows[middle], row) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
