/** A contest on the dashboard's "last 14 days" list. */
export interface DashboardContest {
  id: number;
  title: string;
  /** 0 ACM, 1 IOI, 2 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  startTime: Date;
  endTime: Date;
}

/** `GET /api/admin/dashboard/get-dashboard-info`. */
export interface DashboardInfo {
  userCount: number;
  problemCount: number;
  contestCount: number;
  /** Submissions since midnight in the server's time zone. */
  todaySubmissionCount: number;
  /** Contests that started in the last RECENT_CONTEST_DAYS days or start later, newest first. */
  recentContests: DashboardContest[];
  /** HOJ's names, read by HOJ's dashboard cards: `userCount`, `todaySubmissionCount`. */
  userNum: number;
  todayJudgeNum: number;
  /** How many contests the recent window holds (the list above stops at RECENT_CONTEST_LIMIT). */
  recentContestNum: number;
}
