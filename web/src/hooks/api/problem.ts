/** Problems and the saved editor code (see docs/api.md, Problems and test data). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';
import type {
  Language,
  ProblemDetail,
  ProblemListItem,
  RandomProblem,
  SavedCode,
  TagClassification,
  UserProblemStatus,
} from '@/types/problem';

export interface ProblemListQuery {
  keyword?: string;
  difficulty?: number | null;
  tagId?: number[];
  currentPage: number;
  limit: number;
}

export function useProblemList(query: ProblemListQuery) {
  return useSWR<Page<ProblemListItem>>(
    swrKeys.problemList({ ...query, tagId: query.tagId ?? [], oj: 'ME' }),
    { keepPreviousData: true },
  );
}

export function useProblemTags() {
  return useSWR<TagClassification[]>(swrKeys.problemTags(), { revalidateOnFocus: false });
}

/** A problem by its display id; `gid` opens a group's problem in that group. */
export function useProblemDetail(problemId: string | undefined, gid?: number) {
  return useSWR<ProblemDetail>(problemId ? swrKeys.problemDetail(problemId, gid) : null, {
    revalidateOnFocus: false,
  });
}

export function useLanguages(pid?: number, gid?: number) {
  return useSWR<Language[]>(swrKeys.languages(pid, gid), { revalidateOnFocus: false });
}

export const pickRandomProblem = () => api.get<RandomProblem>('/api/get-random-problem');

export const fetchUserProblemStatus = (pidList: number[], cid?: number) =>
  api.post<Record<string, UserProblemStatus>>(
    '/api/get-user-problem-status',
    { pidList, isContestProblemList: Boolean(cid), cid },
    { silent: true },
  );

/** The code saved for a problem named as the page names it (a contest's display id with its `cid`). */
export const fetchSavedCode = (problemID: string, scope: { cid?: number; tid?: number; gid?: number }) =>
  api.get<SavedCode | null>('/api/get-problem-code', { problemID, ...scope }, { silent: true });

/** Saves the code of problem `pid` from the page it is open on (a contest's own problem needs its `cid`). */
export const saveCodeOnServer = (
  pid: number,
  lang: string,
  code: string,
  scope: { cid?: number; tid?: number; gid?: number } = {},
) => api.post<null>('/api/save-problem-code', { code }, { query: { pid, lang, ...scope }, silent: true });
