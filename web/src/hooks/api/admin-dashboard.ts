import useSWR from 'swr';
import type { DashboardInfo, JudgerStatus, JudgeQueueOverview } from '@verdict/common';
import { swrKeys } from '@/lib/swr-keys';

/**
 * How often the dashboard re-reads its figures. A constant, not a function made per render: a new
 * `refreshInterval` value restarts SWR's timer (see `hooks/api/contest.ts`).
 */
export const DASHBOARD_REFRESH_MS = 5_000;

const LIVE = { refreshInterval: DASHBOARD_REFRESH_MS, keepPreviousData: true } as const;

export function useDashboardInfo() {
  return useSWR<DashboardInfo>(swrKeys.adminDashboardInfo(), LIVE);
}

export function useJudgeServers() {
  return useSWR<JudgerStatus[]>(swrKeys.adminJudgeServers(), LIVE);
}

export function useJudgeQueue() {
  return useSWR<JudgeQueueOverview>(swrKeys.adminJudgeQueue(), LIVE);
}
