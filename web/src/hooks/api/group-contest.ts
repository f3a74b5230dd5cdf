/**
 * A group's contests and their announcements, the group's submissions
 * (`GET /api/get-submission-list?gid`) and rank (`GET /api/get-group-rank-list`).
 */
import useSWR from 'swr';
import type { Page, RankPeriodValue, RankTypeValue, UserRankEntry } from '@verdict/common';
import { api, type Query } from '@/lib/api-client';
import { PICKER_LIMIT, type SwrKey } from '@/lib/swr-keys';
import type {
  AdminContest,
  AdminContestForm,
  AdminContestProblems,
  Contest,
  ContestAnnouncement,
  ContestProblemLink,
} from '@/types/contest';

/** Ten contests a page, as the public list. */
export const GROUP_CONTEST_PAGE_SIZE = 10;
const ANNOUNCEMENT_PAGE_SIZE = 10;
/** A contest's problems fit on one page of the admin list. */
const CONTEST_PROBLEM_LIMIT = 100;

export interface GroupRankQuery {
  gid: number;
  type: RankTypeValue;
  period: RankPeriodValue;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

export const groupContestKeys = {
  list: (gid: number, currentPage: number): SwrKey => [
    '/api/group/get-contest-list',
    { gid, currentPage, limit: GROUP_CONTEST_PAGE_SIZE },
  ],
  adminList: (gid: number, currentPage: number): SwrKey => [
    '/api/group/get-admin-contest-list',
    { gid, currentPage, limit: GROUP_CONTEST_PAGE_SIZE },
  ],
  contest: (cid: number): SwrKey => ['/api/group/contest', { cid }],
  problems: (cid: number): SwrKey => [
    '/api/group/get-contest-problem-list',
    { cid, currentPage: 1, limit: CONTEST_PROBLEM_LIMIT },
  ],
  /** The first public problems of the contest's type that may still be added to it, by keyword. */
  addable: (cid: number, problemType: number, keyword: string): SwrKey => [
    '/api/group/get-contest-problem-list',
    { cid, problemType, keyword: keyword || undefined, currentPage: 1, limit: PICKER_LIMIT },
  ],
  announcements: (cid: number, currentPage: number): SwrKey => [
    '/api/group/get-contest-announcement-list',
    { cid, currentPage, limit: ANNOUNCEMENT_PAGE_SIZE },
  ],
  rank: (query: GroupRankQuery): SwrKey => ['/api/get-group-rank-list', { ...query } satisfies Query],
};

/** What members see: the group's visible contests. */
export function useGroupContests(gid: number, currentPage: number) {
  return useSWR<Page<Contest>>(groupContestKeys.list(gid, currentPage), { keepPreviousData: true });
}

/** What group admins manage: hidden contests too. */
export function useGroupAdminContests(gid: number, currentPage: number, enabled: boolean) {
  return useSWR<Page<AdminContest>>(enabled ? groupContestKeys.adminList(gid, currentPage) : null, {
    keepPreviousData: true,
  });
}

export function useGroupContest(cid: number | null) {
  return useSWR<AdminContest>(cid ? groupContestKeys.contest(cid) : null, { revalidateOnFocus: false });
}

export function useGroupContestProblems(cid: number) {
  return useSWR<AdminContestProblems>(groupContestKeys.problems(cid));
}

/** Public problems that may still be added to the contest; none asked while its type is unknown. */
export function useGroupContestAddable(cid: number, problemType: number | undefined, keyword: string) {
  return useSWR<AdminContestProblems>(
    problemType === undefined ? null : groupContestKeys.addable(cid, problemType, keyword),
  );
}

export function useGroupContestAnnouncements(cid: number, currentPage: number) {
  return useSWR<Page<ContestAnnouncement>>(groupContestKeys.announcements(cid, currentPage));
}

export function useGroupRank(query: GroupRankQuery) {
  return useSWR<Page<UserRankEntry>>(groupContestKeys.rank(query), { keepPreviousData: true });
}

/** Creates in the group, or saves an existing contest (its group stays). */
export const saveGroupContest = (gid: number, form: AdminContestForm) =>
  form.id
    ? api.put<null>('/api/group/contest', { ...form, gid })
    : api.post<AdminContest | null>('/api/group/contest', { ...form, gid });

export const deleteGroupContest = (cid: number) => api.delete<null>('/api/group/contest', { cid });

export const changeGroupContestVisible = (cid: number, visible: boolean) =>
  api.put<null>('/api/group/change-contest-visible', undefined, { query: { cid, visible } });

/** The caller shows a refusal itself, as for the group's own problems below. */
export const addGroupContestProblemFromPublic = (cid: number, pid: number, displayId: string) =>
  api.post<null>('/api/group/add-contest-problem-from-public', { cid, pid, displayId }, { silent: true });

/** A problem of the group, by its problem id (HOJ takes these as query parameters). */
export const addGroupContestProblemFromGroup = (cid: number, problemId: string, displayId: string) =>
  api.post<null>('/api/group/add-contest-problem-from-group', undefined, {
    query: { cid, problemId, displayId },
    silent: true,
  });

export const updateGroupContestProblem = (row: ContestProblemLink) =>
  api.put<null>('/api/group/contest-problem', row);

export const removeGroupContestProblem = (cid: number, pid: number) =>
  api.delete<null>('/api/group/contest-problem', { cid, pid });

export const saveGroupContestAnnouncement = (
  cid: number,
  announcement: { id?: number; title: string; content: string; status: number },
) =>
  announcement.id
    ? api.put<null>('/api/group/contest-announcement', { cid, announcement })
    : api.post<ContestAnnouncement | null>('/api/group/contest-announcement', { cid, announcement });

export const deleteGroupContestAnnouncement = (aid: number, cid: number) =>
  api.delete<null>('/api/group/contest-announcement', { aid, cid });
