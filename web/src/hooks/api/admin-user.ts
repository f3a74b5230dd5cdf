/** The back office's user calls (`/api/admin/user`, HOJ AdminUserController). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api, downloadBlob, request } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

export interface AdminUser {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  school: string | null;
  gender: string;
  titleName: string | null;
  titleColor: string | null;
  isVip: boolean;
  role: number;
  status: number;
  recentLoginTime: string | null;
  gmtCreate: string;
}

export interface UserEdit {
  uid: string;
  username: string;
  realname?: string;
  email?: string;
  type?: number;
  status?: number;
  isVip?: boolean;
  titleName?: string;
  titleColor?: string;
  setNewPwd?: boolean;
  password?: string;
}

export interface UserDeletionSummary {
  users: { uid: string; username: string }[];
  kept: { submissions: number; comments: number; contests: number; problems: number; announcements: number };
}

/** A problem of one import row; the code is worded by the client (`adminUsers.importError.<code>`). */
export interface ImportRowProblem {
  line: number;
  code: string;
  value?: string;
  firstLine?: number;
}

export interface ImportCheck {
  count: number;
  skipped: number[];
  errors: ImportRowProblem[];
}

export interface GenerateUsersForm {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
}

export interface GeneratedUsers {
  key: string;
  count: number;
  expiresIn: number;
}

type ListQuery = { currentPage: number; limit: number; keyword?: string; onlyAdmin?: boolean };

export function useAdminUsers(query: ListQuery) {
  return useSWR<Page<AdminUser>>(swrKeys.adminUsers(query), { keepPreviousData: true });
}

export const editUser = (edit: UserEdit) =>
  api.put<AdminUser>('/api/admin/user/edit-user', edit, { silent: true });
export const previewUserDeletion = (ids: string[]) =>
  api.post<UserDeletionSummary>('/api/admin/user/delete-user-preview', { ids });
export const deleteUsers = (ids: string[]) =>
  request<{ deleted: number }>('DELETE', '/api/admin/user/delete-user', { body: { ids } });
/** Checks rows without writing; every problem comes back by line. */
export const checkImport = (users: string[][]) =>
  api.post<ImportCheck>('/api/admin/user/check-batch-user', { users });
export const importUsers = (users: string[][]) =>
  api.post<{ imported: number }>('/api/admin/user/insert-batch-user', { users });
export const generateUsers = (form: GenerateUsersForm) =>
  api.post<GeneratedUsers>('/api/admin/user/generate-user', form, { silent: true });
export const downloadGeneratedUsers = (key: string) => downloadBlob('/api/file/generate-user-excel', { key });
