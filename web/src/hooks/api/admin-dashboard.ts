import useSWR from 'swr';
import type { JudgerStatus, TaskPriority, WaitReason } from '@verdict/common';
import { swrKeys } from '@/lib/swr-keys';

/**
 * How often the dashboard re-reads its figures. A constant, not a function made per render: a new
 * `refreshInterval` value restarts SWR's timer (see `hooks/api/contest.ts`).
 */
export const DASHBOARD_REFRESH_MS = 5_000;

const LIVE = { refreshInterval: DASHBOARD_REFRESH_MS, keepPreviousData: true } as const;

export interface DashboardContest {
  id: number;
  title: string;
  type: number;
  auth: number;
  startTime: string;
  endTime: string;
}

/** `GET /api/admin/dashboard/get-dashboard-info`. */
export interface DashboardInfo {
  userCount: number;
  problemCount: number;
  contestCount: number;
  todaySubmissionCount: number;
  recentContests: DashboardContest[];
  /** HOJ's names for `userCount` and `todaySubmissionCount`, read by HOJ's own client. */
  userNum: number;
  todayJudgeNum: number;
  /** Every contest of the recent window (`recentContests` stops at 50). */
  recentContestNum: number;
}

export interface QueuedSubmission {
  submitId: number;
  username: string;
  displayPid: string;
  language: string;
  status: number;
  judger: string | null;
  submitTime: string;
  waitReason: WaitReason;
  stuck: boolean;
}

/** `GET /api/admin/judge/queue`. */
export interface JudgeQueueOverview {
  depth: Record<TaskPriority, number> | null;
  oldestPendingSeconds: number | null;
  judgesOnline: number | null;
  inProgress: QueuedSubmission[];
  stuck: number;
}

export function useDashboardInfo() {
  return useSWR<DashboardInfo>(swrKeys.adminDashboardInfo(), LIVE);
}

export function useJudgeServers() {
  return useSWR<JudgerStatus[]>(swrKeys.adminJudgeServers(), LIVE);
}

export function useJudgeQueue() {
  return useSWR<JudgeQueueOverview>(swrKeys.adminJudgeQueue(), LIVE);
}
