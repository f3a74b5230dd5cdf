/** The back office's problem calls (`/api/admin/problem`, `/api/admin/group-problem`, test-case files). */
import useSWR from 'swr';
import type {
  AdminProblemView,
  CodeTemplateView,
  GroupProblemApplyProgress,
  Page,
  UploadedTestcases,
} from '@verdict/common';
import { api, downloadBlob } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** Who may see a problem: 1 public, 2 private, 3 contest only (the server's `auth`). */
export type ProblemAuth = 1 | 2 | 3;
export const PROBLEM_AUTHS: ProblemAuth[] = [1, 2, 3];
export const PUBLIC_AUTH: ProblemAuth = 1;

/** A row of the back office's problem lists: the whole problem, as the pages name it. */
export type AdminProblemRow = AdminProblemView;

/** The whole problem row as `GET /api/admin/problem` answers it (HOJ Problem). */
export type AdminProblem = AdminProblemView;

/** A case row of `get-problem-cases`: contents for hand-entered cases, file names for uploaded ones. */
export interface AdminProblemCase {
  input: string;
  output: string;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
}

/** A language's code template as the problem form edits and sends it. */
export type CodeTemplateDraft = Pick<CodeTemplateView, 'lid' | 'code' | 'status'>;

type ListQuery = { currentPage: number; limit: number; keyword?: string };

export function useAdminProblemList(query: ListQuery) {
  return useSWR<Page<AdminProblemRow>>(['/api/admin/problem/get-problem-list', query], {
    keepPreviousData: true,
  });
}

export function useAdminProblem(pid: number | null) {
  return useSWR<AdminProblem>(pid ? ['/api/admin/problem', { pid }] : null, { revalidateOnFocus: false });
}

export function useAdminProblemCases(pid: number | null) {
  return useSWR<AdminProblemCase[]>(pid ? ['/api/admin/problem/get-problem-cases', { pid }] : null, {
    revalidateOnFocus: false,
  });
}

/** `gid` names the group of a group problem, which the server opens in the group only. */
export function useProblemCodeTemplates(pid: number | null, gid?: number) {
  return useSWR<CodeTemplateView[]>(pid ? ['/api/get-problem-code-template', { pid, gid }] : null, {
    revalidateOnFocus: false,
  });
}

export function useAllProblemTags() {
  return useSWR<{ id: number; name: string }[]>(['/api/get-all-problem-tags', { oj: 'ME' }], {
    revalidateOnFocus: false,
  });
}

export function useProblemTagsOf(pid: number | null, gid?: number) {
  return useSWR<{ id: number; name: string }[]>(pid ? ['/api/get-problem-tags', { pid, gid }] : null, {
    revalidateOnFocus: false,
  });
}

export const changeProblemAuth = (id: number, auth: ProblemAuth) =>
  api.put<null>('/api/admin/problem/change-problem-auth', { id, auth });
export const deleteProblem = (pid: number) => api.delete<null>('/api/admin/problem', { pid });
export const createProblem = (dto: unknown) =>
  api.post<{ pid: number; problemId: string }>('/api/admin/problem', dto, { silent: true });
export const updateProblem = (dto: unknown) => api.put<null>('/api/admin/problem', dto, { silent: true });
export const copyProblem = (pid: number) =>
  api.post<{ pid: number; problemId: string }>(`/api/admin/problem/copy?pid=${encodeURIComponent(pid)}`);

/** Test-compiles a checker or interactor; the error carries the compiler's output. */
export const compileJudgeCode = (
  kind: 'spj' | 'interactive',
  body: { code: string; language: string; pid?: number; extraFiles?: Record<string, string> },
) =>
  api.post<null>(
    kind === 'spj' ? '/api/admin/problem/compile-spj' : '/api/admin/problem/compile-interactive',
    body,
    {
      silent: true,
    },
  );

/** HOJ's problem zip of the chosen problems (`pid` repeated). */
export const exportProblems = (pids: number[]) =>
  downloadBlob(`/api/file/export-problem?${pids.map((pid) => `pid=${pid}`).join('&')}`);

/**
 * Uploads a zip of test cases with progress; rejects with the server's message. The server only
 * pairs the files into a new folder, so a connection lost before the answer is tried once more.
 */
export function uploadTestcaseZip(
  file: File,
  mode: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedTestcases> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', file);
  return uploadWithProgress<UploadedTestcases>('/api/file/upload-testcase-zip', form, onProgress, {
    retryOnce: true,
  });
}

/** Group problems that applied to be public (1 applying, 2 public, 3 refused). */
export function useGroupProblemApplications(query: ListQuery | null) {
  return useSWR<Page<AdminProblemRow>>(query ? ['/api/admin/group-problem/list', query] : null, {
    keepPreviousData: true,
  });
}

export const changeGroupProblemProgress = (pid: number, progress: GroupProblemApplyProgress) =>
  api.put<null>('/api/admin/group-problem/change-progress', { pid, progress });
