/** System notices of the back office (`/api/admin/msg/notice`, HOJ AdminNoticeController). */
import useSWR from 'swr';
import type { AdminNoticeView, NoticeType, Page } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

/** A notice of the list, as the pages name it. */
export type AdminNotice = AdminNoticeView;

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
