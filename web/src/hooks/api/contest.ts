/** Contests (see docs/api.md, Contests). */
import useSWR from 'swr';
import {
  CONTEST_CONSTANTS,
  isFinalStatus,
  type Page,
  type RejudgeProgress,
  type ScrollBoardSnapshot,
} from '@verdict/common';
import { api, downloadBlob, type Query } from '@/lib/api-client';
import { POLL_INTERVAL_MS } from '@/lib/submission-poller';
import { swrKeys } from '@/lib/swr-keys';
import type { Submission } from '@/types/submission';
import type { ProblemDetail } from '@/types/problem';
import type {
  AdminContest,
  AdminContestForm,
  AdminContestProblems,
  Contest,
  ContestAcRecord,
  ContestAnnouncement,
  ContestInfo,
  ContestPrint,
  ContestProblem,
  ContestProblemLink,
  RankRow,
} from '@/types/contest';

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

// One function for every render: a new `refreshInterval` restarts SWR's timer, and the contest
// pages re-render every second with the clock. SWR asks it first before any data has come (a
// first poll, then it decides from the page).
const pollWhileJudging = (latest?: Page<Submission>) =>
  !latest || latest.records.some((row) => !isFinalStatus(row.status)) ? POLL_INTERVAL_MS : 0;

/** The contest's submissions; the list polls while some row on it is being judged. */
export function useContestSubmissions(query: Query | null) {
  return useSWR<Page<Submission>>(query ? swrKeys.contestSubmissions(query) : null, {
    keepPreviousData: true,
    refreshInterval: pollWhileJudging,
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

/** Admin contest calls. */
export function useAdminContestList(query: Query) {
  return useSWR<Page<AdminContest>>(swrKeys.adminContestList(query), { keepPreviousData: true });
}

export function useAdminContest(cid: number | null) {
  return useSWR<AdminContest>(cid ? swrKeys.adminContest(cid) : null, { revalidateOnFocus: false });
}

export function useAdminContestProblems(cid: number) {
  return useSWR<AdminContestProblems>(swrKeys.adminContestProblems(cid));
}

/** Problems that may still be added to the contest (of its type); none asked while the type is unknown. */
export function useAdminContestAddable(cid: number, problemType: number | undefined, keyword: string) {
  return useSWR<AdminContestProblems>(
    problemType === undefined ? null : swrKeys.adminContestAddable(cid, problemType, keyword),
  );
}

export function useAdminContestAnnouncements(cid: number, currentPage: number) {
  return useSWR<Page<ContestAnnouncement>>(swrKeys.adminContestAnnouncements(cid, currentPage));
}

export const saveContest = (form: AdminContestForm) =>
  form.id ? api.put<null>('/api/admin/contest', form) : api.post<AdminContest>('/api/admin/contest', form);
export const deleteContest = (cid: number) => api.delete<null>('/api/admin/contest', { cid });
export const cloneContest = (cid: number) => api.get<AdminContest>('/api/admin/contest/clone', { cid });
export const changeContestVisible = (cid: number, visible: boolean) =>
  api.put<null>('/api/admin/contest/change-contest-visible', undefined, { query: { cid, visible } });
/** The caller shows a refusal (the display id is taken…) itself. */
export const addContestProblem = (cid: number, pid: number, displayId: string) =>
  api.post<null>('/api/admin/contest/add-problem-from-public', { cid, pid, displayId }, { silent: true });
/** A problem made inside the contest: the admin problem form's body, with the contest and display id. */
export const createContestProblem = (body: { cid: number; displayId: string } & Record<string, unknown>) =>
  api.post<{ pid: number; problemId: string }>('/api/admin/contest/problem', body);
export const updateContestProblem = (row: ContestProblemLink) =>
  api.put<null>('/api/admin/contest/contest-problem', row);
export const removeContestProblem = (cid: number, pid: number) =>
  api.delete<null>('/api/admin/contest/problem', { cid, pid });
export const saveContestAnnouncement = (
  cid: number,
  announcement: { id?: number; title: string; content: string; status: number },
) =>
  announcement.id
    ? api.put<null>('/api/admin/contest/announcement', { cid, announcement })
    : api.post<ContestAnnouncement>('/api/admin/contest/announcement', { cid, announcement });
export const deleteContestAnnouncement = (aid: number) =>
  api.delete<null>('/api/admin/contest/announcement', { aid });

/** Print requests: a contestant's own, or all of them for a contest admin (refreshed every 10 s). */
export function useContestPrints(cid: number, currentPage: number) {
  return useSWR<Page<ContestPrint>>(swrKeys.contestPrints(cid, currentPage), {
    refreshInterval: CONTEST_CONSTANTS.adminRefreshSeconds * 1000,
  });
}

export const submitPrint = (cid: number, content: string) =>
  api.post<null>('/api/submit-print-text', { cid, content });
export const markPrinted = (id: number, cid: number) =>
  api.put<null>('/api/check-contest-print-status', undefined, { query: { id, cid } });
export const downloadPrint = (id: number) => downloadBlob('/api/file/download-contest-print-text', { id });

export const rejudgeContestProblem = (cid: number, pid: number) =>
  api.get<RejudgeProgress>('/api/admin/judge/rejudge-contest-problem', { cid, pid });

// Stable for the same reason as `pollWhileJudging`.
const pollWhileWaiting = (latest?: RejudgeProgress) => (latest && latest.waiting === 0 ? 0 : 2000);

/** Polled every 2 s while a rejudge runs. */
export function useRejudgeProgress(cid: number, pid: number | null) {
  return useSWR<RejudgeProgress>(
    pid === null ? null : ['/api/admin/judge/contest-rejudge-progress', { cid, pid }],
    { refreshInterval: pollWhileWaiting },
  );
}

/** The AC helper's records (contest admins), refreshed every 10 s and on every pushed board change. */
export function useContestAcInfo(cid: number, currentPage: number, onlyUnchecked: boolean) {
  return useSWR<Page<ContestAcRecord>>(
    ['/api/get-contest-ac-info', { cid, currentPage, onlyUnchecked: onlyUnchecked || undefined }],
    { refreshInterval: CONTEST_CONSTANTS.adminRefreshSeconds * 1000, keepPreviousData: true },
  );
}

export const checkAcRecord = (id: number, cid: number, checked: boolean) =>
  api.put<null>('/api/check-contest-ac-info', { id, cid, checked });

/** The rank as a spreadsheet (contest admins). */
export const downloadContestRank = (cid: number, forceRefresh: boolean, removeStar: boolean) =>
  downloadBlob('/api/file/download-contest-rank', { cid, forceRefresh, removeStar });

/** The contest's accepted code as a zip, one folder per contestant (contest admins). */
export const downloadContestAcCode = (cid: number) =>
  downloadBlob('/api/file/download-contest-ac-submission', { cid, splitType: 'user' });

/** The scroll board's snapshot (contest admins): read once, the reveal plays in the browser. */
export function useScrollBoard(cid: number | null) {
  return useSWR<ScrollBoardSnapshot>(cid ? ['/api/get-contest-scroll-board', { cid }] : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
