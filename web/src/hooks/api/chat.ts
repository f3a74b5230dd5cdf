/**
 * The instant-messaging chat over HTTP (`/api/im/*`, its back office `/api/admin/im/*` and the
 * image upload); the live traffic rides the socket (components/chat/chat-client.ts). Errors the
 * panel shows inline are not toasted (`silent`).
 */
import useSWR from 'swr';
import type { ChatHistory, ChatInit, ChatReportBody, ChatReportView, ChatUser, Page } from '@verdict/common';
import { api, request } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';

/** Reports per page in the back office. */
export const CHAT_REPORT_PAGE_SIZE = 15;

/** What the image upload answers. */
export interface ChatImageUpload {
  link: string;
  fileId: number;
}

const quiet = { silent: true };

export const chatKeys = {
  search: (keyword: string): SwrKey => ['/api/im/search-user', { keyword }],
  blocked: (): SwrKey => ['/api/im/blocked'],
  members: (gid: number): SwrKey => ['/api/im/group/members', { gid }],
  reports: (currentPage: number): SwrKey => [
    '/api/admin/im/reports',
    { currentPage, limit: CHAT_REPORT_PAGE_SIZE },
  ],
};

export const loadChatInit = () => api.get<ChatInit>('/api/im/init', undefined, quiet);

export const loadChatHistory = (conversation: string, before?: number) =>
  api.get<ChatHistory>('/api/im/history', { conversation, before }, quiet);

/** Users whose name holds the keyword; nothing is asked for an empty box. */
export function useChatUserSearch(keyword: string) {
  const typed = keyword.trim();
  return useSWR<ChatUser[]>(typed ? chatKeys.search(typed) : null, { keepPreviousData: true });
}

export function useBlockedUsers(enabled: boolean) {
  return useSWR<ChatUser[]>(enabled ? chatKeys.blocked() : null);
}

export function useChatGroupMembers(gid: number | null) {
  return useSWR<ChatUser[]>(gid ? chatKeys.members(gid) : null);
}

export const uploadChatImage = (image: File) => {
  const form = new FormData();
  form.append('image', image);
  return request<ChatImageUpload>('POST', '/api/file/upload-im-image', { form, ...quiet });
};

export const reportChatMessage = (body: ChatReportBody) => api.post<null>('/api/im/report', body, quiet);

export const blockChatUser = (uid: string) => api.post<null>('/api/im/block', { uid });

export const unblockChatUser = (uid: string) => api.post<null>('/api/im/unblock', { uid });

/** A group's admins open or close its chat. */
export const setGroupChatOpen = (gid: number, open: boolean) =>
  api.post<null>('/api/im/group/chat', { gid, open });

/** The back office: a site admin deletes a message, or mutes a user for some minutes (0 lifts it). */
export const deleteChatMessage = (id: number) => api.delete<null>('/api/admin/im/message', { id });

export const muteChatUser = (uid: string, minutes: number) =>
  api.post<null>('/api/admin/im/mute', { uid, minutes }, quiet);

export function useChatReports(currentPage: number) {
  return useSWR<Page<ChatReportView>>(chatKeys.reports(currentPage), { keepPreviousData: true });
}

export const setChatReportHandled = (id: number, handled: boolean) =>
  api.put<null>('/api/admin/im/report', { id, handled });
