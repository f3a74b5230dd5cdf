/** Home page shapes on the wire (HOJ HomeController). `TTime` as in `./submission`. */

/** A contest on the home page's countdown (HOJ ContestVO, only what a countdown and a link need). */
export interface RecentContestView<TTime = string> {
  id: number;
  title: string;
  /** 0 ACM, 1 IOI, 2 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  startTime: TTime;
  endTime: TTime;
  /** Seconds. */
  duration: number;
  /** -1 scheduled, 0 running (ended contests are not listed). */
  status: number;
  isVip: boolean;
  /** The server's clock when answered, so countdowns do not trust the browser's. */
  now: TTime;
}

/** HOJ RecentUpdatedProblemVO: a public problem and when it last changed. */
export interface RecentUpdatedProblemView<TTime = string> {
  id: number;
  problemId: string;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** HOJ SubmissionStatisticsVO: the last seven days, oldest first, as `yyyy-MM-dd`. */
export interface SubmissionStatisticsView {
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}

/** The home page's fixed sizes and the statistics cache (seconds). */
export const HOME_CONSTANTS = {
  recentContestLimit: 10,
  /** Contests starting later than this many days ahead are not "recent" yet (HOJ: 14). */
  recentContestHorizonDays: 14,
  recentProblemLimit: 10,
  statisticsDays: 7,
  statisticsCacheSeconds: 300,
} as const;
