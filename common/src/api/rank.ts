/** User rank shapes on the wire (HOJ RankController). */

/** One row of the 7-day AC rank on the home page (`GET /api/get-recent-seven-ac-rank`, HOJ ACMRankVO). */
export interface RecentAcRankEntry {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** Problems first accepted in the last 7 days. */
  ac: number;
}

/** `type` of `GET /api/get-rank-list` (HOJ: 0 ACM, 1 OI). */
export const RankType = { ACM: 0, OI: 1 } as const;
export type RankTypeValue = (typeof RankType)[keyof typeof RankType];

/** `period` of `GET /api/get-rank-list`: 0 all, 1 week … 5 year. */
export const RankPeriod = { ALL: 0, WEEK: 1, MONTH: 2, THREE_MONTHS: 3, HALF_YEAR: 4, YEAR: 5 } as const;
export type RankPeriodValue = (typeof RankPeriod)[keyof typeof RankPeriod];

/** The periods in the order the rank pages offer them. */
export const RANK_PERIODS: readonly RankPeriodValue[] = [0, 1, 2, 3, 4, 5];

/** Days a period looks back; the whole history for `ALL`. */
export const RANK_PERIOD_DAYS: Record<RankPeriodValue, number | null> = {
  0: null,
  1: 7,
  2: 30,
  3: 90,
  4: 182,
  5: 365,
};

/** Rows per page of the user ranks. */
export const RANK_PAGE_SIZE = 30;

/**
 * One row of `GET /api/get-rank-list` (HOJ ACMRankVO / OIRankVO). Within a period, `ac` counts
 * problems first accepted in it, `total` the judged submissions made in it and `score` what the
 * user's best OI rank score per problem grew by in it; for period 0 these are the totals.
 */
export interface UserRankEntry {
  /** 1-based place in the whole rank (before `searchUser` filters); equal results share a place. */
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  school: string | null;
  signature: string | null;
  isVip: boolean;
  ac: number;
  total: number;
  /** ac / total in percent, two decimals; 0 without submissions. */
  acRate: number;
  /** Σ over problems of the best OI rank score (HOJ `oi_rank_score`). */
  score: number;
}
