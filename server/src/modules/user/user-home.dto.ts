import type { UserHomeView, HeatmapView } from '@verdict/common';

export type UserHomeResponse = UserHomeView<Date>;

export type HeatmapResponse = HeatmapView;

/** What the submissions side reports about one user (zero until submissions exist). */
export interface UserActivity {
  total: number;
  /** Submissions judged Accepted (the AC rate's numerator). */
  acceptedTotal: number;
  solved: { displayId: string; difficulty: number }[];
  scoreList: number[];
  /** Submissions per UTC day (YYYY-MM-DD) over the last year. */
  dailyCounts: Map<string, number>;
}

export const USER_ACTIVITY_SOURCE = Symbol('USER_ACTIVITY_SOURCE');

export interface UserActivitySource {
  activity(uid: string, since: Date): Promise<UserActivity>;
  /** How many problems the user has solved in public (what posting and group rules count). */
  solvedCount(uid: string): Promise<number>;
}
