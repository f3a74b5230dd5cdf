import type { UserHomeView, HeatmapView } from '@verdict/common';

export type UserHomeResponse = UserHomeView<Date>;

export type HeatmapResponse = HeatmapView;

/** What the submissions side reports about one user (zero until submissions exist). */
export interface UserActivity {
  /** Counted submissions: practice ones with a verdict (`UNCOUNTED_STATUSES` in common). */
  total: number;
  /** Problems solved in practice (HOJ `user_acproblem`). */
  solved: { displayId: string; difficulty: number }[];
  scoreList: number[];
  /** Counted submissions per UTC day (YYYY-MM-DD) from `since` on. */
  dailyCounts: Map<string, number>;
}

export const USER_ACTIVITY_SOURCE = Symbol('USER_ACTIVITY_SOURCE');

export interface UserActivitySource {
  activity(uid: string, since: Date): Promise<UserActivity>;
  /** How many problems the user has solved in public (what posting and group rules count). */
  solvedCount(uid: string): Promise<number>;
}
