/** System notices of the back office (`/api/admin/msg/notice`, HOJ AdminNoticeController). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

export type NoticeType = 'All' | 'Single' | 'Admin';
export const NOTICE_TYPES: NoticeType[] = ['All', 'Single', 'Admin'];

export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  recipientName: string | null;
  adminName: string | null;
  recipientCount: number;
  /** Sent to its recipients; false while it waits for the hourly run. */
  state: boolean;
  gmtCreate: string;
}

export interface NoticeDraft {
  id?: number;
  title: string;
  content: string;
  type: NoticeType;
  /** Username of the one recipient of a `Single` notice. */
  recipient?: string;
  /** Send now (true) or leave it to the hourly run (false). */
  state: boolean;
}

export function useAdminNotices(currentPage: number) {
  return useSWR<Page<AdminNotice>>(swrKeys.adminNotices(currentPage), { keepPreviousData: true });
}

export const saveNotice = (draft: NoticeDraft) =>
  draft.id === undefined
    ? api.post<AdminNotice>('/api/admin/msg/notice', draft, { silent: true })
    : api.put<AdminNotice>('/api/admin/msg/notice', draft, { silent: true });
export const deleteNotice = (id: number) => api.delete<null>('/api/admin/msg/notice', { id });
