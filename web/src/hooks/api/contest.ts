/** Contests (hoj-api-routes "contest"). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api, type Query } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type { Submission } from '@/types/submission';
import type { ProblemDetail } from '@/types/problem';
import type { Contest, ContestAnnouncement, ContestInfo, ContestProblem, RankRow } from '@/types/contest';

export function useContestList(query: Query) {
  return useSWR<Page<Contest>>(swrKeys.contestList(query), { keepPreviousData: true });
}

export function useContestInfo(cid: number) {
  return useSWR<ContestInfo>(swrKeys.contestInfo(cid));
}

export function useContestAccess(cid: number) {
  return useSWR<{ access: boolean }>(swrKeys.contestAccess(cid));
}

/** Null while the viewer may not enter yet (the page shows why instead). */
export function useContestProblems(cid: number, enabled = true) {
  return useSWR<ContestProblem[]>(enabled ? swrKeys.contestProblems(cid) : null);
}

export function useContestProblemDetail(cid: number, displayId: string | undefined) {
  return useSWR<ProblemDetail>(displayId ? swrKeys.contestProblemDetail(cid, displayId) : null, {
    revalidateOnFocus: false,
  });
}

/** `refreshInterval` reads the latest page, so the list polls only while some row is being judged. */
export function useContestSubmissions(
  query: Query | null,
  refreshInterval: (latest?: Page<Submission>) => number,
) {
  return useSWR<Page<Submission>>(query ? swrKeys.contestSubmissions(query) : null, {
    keepPreviousData: true,
    refreshInterval,
  });
}

export function useContestAnnouncements(cid: number, currentPage: number) {
  return useSWR<Page<ContestAnnouncement>>(swrKeys.contestAnnouncements(cid, currentPage));
}

export interface RankQuery {
  cid: number;
  currentPage: number;
  limit: number;
  forceRefresh?: boolean;
  removeStar?: boolean;
  concernedList?: string[];
}

/** The board is a POST in HOJ; SWR keys it by the body. */
export function useContestRank(query: RankQuery, refreshInterval: number) {
  return useSWR<Page<RankRow>>(
    ['/api/get-contest-rank', query] as const,
    ([, body]) => api.post<Page<RankRow>>('/api/get-contest-rank', body, { silent: true }),
    { refreshInterval, keepPreviousData: true },
  );
}

export const registerContest = (cid: number, password: string) =>
  api.post<null>('/api/register-contest', { cid, password }, { silent: true });

export const startContest = (cid: number) => api.post<string>('/api/start-contest', { cid });

export const fetchUnreadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  api.post<ContestAnnouncement[]>(
    '/api/get-contest-not-read-announcement',
    { cid, readAnnouncementList },
    { silent: true },
  );
