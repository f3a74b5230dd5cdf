/** Back-office dashboard shapes (HOJ admin DashboardController, the judge queue card). `TTime` as in `./index`. */
import type { TaskPriority } from '../../judge-protocol';
import type { WaitReason } from '../../wait-reason';

/** A contest on the dashboard's "last 14 days" list. */
export interface DashboardContest<TTime = string> {
  id: number;
  title: string;
  /** 0 ACM, 1 IOI, 2 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  startTime: TTime;
  endTime: TTime;
}

/** `GET /api/admin/dashboard/get-dashboard-info`. */
export interface DashboardInfo<TTime = string> {
  userCount: number;
  problemCount: number;
  contestCount: number;
  /** Submissions since midnight in the server's time zone. */
  todaySubmissionCount: number;
  /** Contests that started in the last 14 days or start later, newest first (at most 50). */
  recentContests: DashboardContest<TTime>[];
  /** HOJ's names for `userCount` and `todaySubmissionCount`, read by HOJ's dashboard cards. */
  userNum: number;
  todayJudgeNum: number;
  /** How many contests the recent window holds (the list above stops at 50). */
  recentContestNum: number;
}

/** One submission in progress on the queue dashboard, with the admin's reason. */
export interface QueuedSubmission<TTime = string> {
  submitId: number;
  username: string;
  displayPid: string;
  language: string;
  status: number;
  judger: string | null;
  submitTime: TTime;
  waitReason: WaitReason;
  /** Its judge stopped renewing the lease and nobody took it since, or no task covers it for long. */
  stuck: boolean;
}

/** `GET /api/admin/judge/queue`. */
export interface JudgeQueueOverview<TTime = string> {
  /** Tasks waiting for a judge per priority; null when the queue could not be read. */
  depth: Record<TaskPriority, number> | null;
  /** How long the task waiting longest has waited; null when none waits. */
  oldestPendingSeconds: number | null;
  /** Null when the judges' registry could not be read. */
  judgesOnline: number | null;
  /** The oldest submissions in progress, stuck ones flagged. */
  inProgress: QueuedSubmission<TTime>[];
  stuck: number;
}
