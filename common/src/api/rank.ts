/** User rank shapes on the wire (seed 1 §2 ranks, seed 2 §9 rank periods; HOJ RankController). */

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
