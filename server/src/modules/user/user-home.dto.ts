import type { UserInfoResponse } from './user.dto';

/** HOJ's UserHomeVO: the profile plus activity. */
export interface UserHomeResponse extends UserInfoResponse {
  recentLoginTime: Date | null;
  total: number;
  solvedList: string[];
  /** Solved problem display ids per difficulty level 0–7. */
  solvedGroupByDifficulty: Record<string, string[]>;
  scoreList: number[];
}

export interface HeatmapResponse {
  uid: string;
  username: string;
  dataList: { date: string; count: number }[];
  endDate: string;
}

/** What the submissions side reports about one user (zero until submissions exist). */
export interface UserActivity {
  total: number;
  solved: { displayId: string; difficulty: number }[];
  scoreList: number[];
  /** Submissions per UTC day (YYYY-MM-DD) over the last year. */
  dailyCounts: Map<string, number>;
}

export const USER_ACTIVITY_SOURCE = Symbol('USER_ACTIVITY_SOURCE');

export interface UserActivitySource {
  activity(uid: string, since: Date): Promise<UserActivity>;
}
