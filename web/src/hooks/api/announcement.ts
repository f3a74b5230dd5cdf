/** Site-wide announcements: the public list (home page) and the back office's (`/api/admin/announcement`). */
import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys } from '@/lib/swr-keys';

export interface Announcement {
  id: number;
  title: string;
  content: string;
  /** 0 visible, 1 hidden. */
  status: number;
  uid: string;
  username: string;
  gmtCreate: string;
  gmtModified: string;
}

export interface AnnouncementDraft {
  id?: number;
  title: string;
  content: string;
  status: number;
}

export function useCommonAnnouncements(currentPage: number, limit: number) {
  return useSWR<Page<Announcement>>(swrKeys.commonAnnouncements(currentPage, limit), {
    keepPreviousData: true,
  });
}

export function useAdminAnnouncements(currentPage: number) {
  return useSWR<Page<Announcement>>(swrKeys.adminAnnouncements(currentPage), { keepPreviousData: true });
}

export const saveAnnouncement = (draft: AnnouncementDraft) =>
  draft.id === undefined
    ? api.post<Announcement>('/api/admin/announcement', draft, { silent: true })
    : api.put<Announcement>('/api/admin/announcement', draft, { silent: true });
export const deleteAnnouncement = (aid: number) => api.delete<null>('/api/admin/announcement', { aid });
