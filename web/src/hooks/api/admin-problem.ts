/** The back office's problem calls (`/api/admin/problem`). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api } from '@/lib/api-client';

/** Who may see a problem: 1 public, 2 private, 3 contest only (the server's `auth`). */
export type ProblemAuth = 1 | 2 | 3;
export const PROBLEM_AUTHS: ProblemAuth[] = [1, 2, 3];

export interface AdminProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: ProblemAuth;
  type: number;
  gmtModified?: string;
}

type ListQuery = { currentPage: number; limit: number; keyword?: string };

export function useAdminProblemList(query: ListQuery) {
  return useSWR<Page<AdminProblemRow>>(['/api/admin/problem/get-problem-list', query], {
    keepPreviousData: true,
  });
}

export const changeProblemAuth = (id: number, auth: ProblemAuth) =>
  api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { pid });
