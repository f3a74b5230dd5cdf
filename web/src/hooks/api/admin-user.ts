/** The back office's user calls (`/api/admin/user`, HOJ AdminUserController). */
import useSWR from 'swr';
import type { AdminUserView, GeneratedUsers, ImportCheck, Page, UserDeletionSummary } from '@verdict/common';
import { api, downloadBlob, request } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

/** A row of the user list, as the pages name it. */
export type AdminUser = AdminUserView;

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

/** One user added by hand: the fields of an import row, and the role (`type`, as edits name it). */
export interface NewUser {
  username: string;
  password: string;
  email?: string;
  realname?: string;
  type: number;
}

export interface GenerateUsersForm {
  prefix: string;
  suffix: string;
  number_from: number;
  number_to: number;
  password_length: number;
}

type ListQuery = { currentPage: number; limit: number; keyword?: string; onlyAdmin?: boolean };

export function useAdminUsers(query: ListQuery) {
  return useSWR<Page<AdminUser>>(swrKeys.adminUsers(query), { keepPreviousData: true });
}

/** The refusal names the field; the dialog shows it. */
export const addUser = (user: NewUser) =>
  api.post<AdminUser>('/api/admin/user/add-user', user, { silent: true });
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
