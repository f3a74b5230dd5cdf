/** A group's problems, their test-case upload (with `gid`) and test-data download. */
import useSWR from 'swr';
import type { GroupProblemCreatedView, Page, UploadedTestcases } from '@verdict/common';
import { api, downloadBlob } from '@/lib/api-client';
import { PICKER_LIMIT } from '@/lib/swr-keys';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { ProblemListItem } from '@/types/problem';
import type { AdminProblem, AdminProblemCase, AdminProblemRow, ProblemAuth } from './admin-problem';

/** A row members see: the public problem list's shape, with the viewer's status. */
export type GroupProblemRow = ProblemListItem;
/** A row group admins see: the back office's row shape (auth, author, apply-public progress). */
export type GroupAdminProblemRow = AdminProblemRow;

const once = { revalidateOnFocus: false };

export function useGroupProblemList(gid: number, currentPage: number, limit: number) {
  return useSWR<Page<GroupProblemRow>>(['/api/group/get-problem-list', { gid, currentPage, limit }], {
    keepPreviousData: true,
  });
}

export function useGroupAdminProblemList(gid: number, currentPage: number, limit: number, enabled: boolean) {
  return useSWR<Page<GroupAdminProblemRow>>(
    enabled ? ['/api/group/get-admin-problem-list', { gid, currentPage, limit }] : null,
    { keepPreviousData: true },
  );
}

/** The group's first problems matching the keyword (id, title or author), for the problem pickers. */
export function useGroupProblemMatches(gid: number, keyword: string) {
  return useSWR<Page<GroupAdminProblemRow>>([
    '/api/group/get-admin-problem-list',
    { gid, keyword: keyword || undefined, currentPage: 1, limit: PICKER_LIMIT },
  ]);
}

export function useGroupProblem(pid: number | null) {
  return useSWR<AdminProblem>(pid ? ['/api/group/problem', { pid }] : null, once);
}

export function useGroupProblemCases(pid: number | null) {
  return useSWR<AdminProblemCase[]>(pid ? ['/api/group/get-problem-cases', { pid }] : null, once);
}

/** The tags a group's problems may use (the group's own and the site's). */
export function useGroupProblemTags(gid: number) {
  return useSWR<{ id: number; name: string }[]>(['/api/group/get-all-problem-tags', { gid }], once);
}

/** The ProblemDTO of the shared problem form, filed under the group. */
type ProblemFormBody = { problem: Record<string, unknown> } & Record<string, unknown>;
const inGroup = (gid: number, dto: ProblemFormBody) => ({ ...dto, problem: { ...dto.problem, gid } });

export const createGroupProblem = (gid: number, dto: ProblemFormBody) =>
  api.post<GroupProblemCreatedView>('/api/group/problem', inGroup(gid, dto), { silent: true });
export const updateGroupProblem = (gid: number, dto: ProblemFormBody) =>
  api.put<null>('/api/group/problem', inGroup(gid, dto), { silent: true });
export const deleteGroupProblem = (pid: number) => api.delete<null>('/api/group/problem', { pid });

export const changeGroupProblemAuth = (pid: number, auth: ProblemAuth) =>
  api.put<null>('/api/group/change-problem-auth', undefined, { query: { pid, auth } });

/** Asks the site's admins to make the problem public, or withdraws the request. */
export const applyGroupProblemPublic = (pid: number, isApplied: boolean) =>
  api.put<null>('/api/group/apply-public', undefined, { query: { pid, isApplied } });

/** Test-compiles a group problem's checker or interactor; the error carries the compiler's output. */
export const compileGroupJudgeCode = (
  gid: number,
  kind: 'spj' | 'interactive',
  body: { code: string; language: string; pid?: number; extraFiles?: Record<string, string> },
) => api.post<null>(`/api/group/compile-${kind}`, body, { query: { gid }, silent: true });

/** The zip upload of the problem form, for a group admin (the server checks the group). */
export function uploadGroupTestcaseZip(
  gid: number,
  file: File,
  mode: string,
  onProgress: (fraction: number) => void,
): Promise<UploadedTestcases> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('gid', String(gid));
  form.append('file', file);
  return uploadWithProgress<UploadedTestcases>('/api/file/upload-testcase-zip', form, onProgress, {
    retryOnce: true,
  });
}

export const downloadGroupTestcase = (pid: number) => downloadBlob('/api/file/download-testcase', { pid });
