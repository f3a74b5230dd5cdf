/**
 * The message centre: unread counts, the five lists, cleaning. The
 * counts are read on sign-in, again every 120 s, and replaced at once when the server
 * pushes `message-unread` to the viewer's socket.
 */
import { useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  MESSAGE_PAGE_SIZES,
  MESSAGE_TYPES,
  UNREAD_BADGE_MAX,
  type MessageType,
  type Page,
  type ReminderView,
  type SystemMessageView,
  type UnreadMessageCounts,
} from '@verdict/common';
import { api } from '@/lib/api-client';
import { followUnreadCounts } from '@/lib/socket';
import type { SwrKey } from '@/lib/swr-keys';
import { useSession } from '@/stores/session';

export type Reminder = ReminderView;
export type SystemMessage = SystemMessageView;

/** Unread counts are read again this often. */
export const UNREAD_POLL_MS = 120_000;

/**
 * The five categories in menu order: the page's tab name (`/message/:tab`), the
 * API's list name and the label.
 */
export const MESSAGE_TABS: readonly { tab: string; type: MessageType; labelKey: string }[] = [
  { tab: 'discuss', type: 'comment', labelKey: 'nav.discussMessages' },
  { tab: 'reply', type: 'reply', labelKey: 'nav.replyMessages' },
  { tab: 'like', type: 'like', labelKey: 'nav.likeMessages' },
  { tab: 'sys', type: 'sys', labelKey: 'nav.systemMessages' },
  { tab: 'mine', type: 'mine', labelKey: 'nav.mineMessages' },
];

export function messageTabOf(tab: string | undefined) {
  return MESSAGE_TABS.find((entry) => entry.tab === tab) ?? null;
}

export const messageKeys = {
  unread: (): SwrKey => ['/api/msg/unread'],
  list: (type: MessageType, currentPage: number): SwrKey => [
    `/api/msg/${type}`,
    { currentPage, limit: MESSAGE_PAGE_SIZES[type] },
  ],
};

/** A badge's text: nothing for 0, the number up to 99, then "99+". */
export function unreadBadgeText(count: number | undefined): string {
  if (!count || count <= 0) return '';
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

export function totalUnread(counts: UnreadMessageCounts | undefined): number {
  if (!counts) return 0;
  return MESSAGE_TYPES.reduce((sum, type) => sum + (Number(counts[type]) || 0), 0);
}

/** The signed-in viewer's unread counts; undefined while signed out or loading. */
export function useUnreadCounts() {
  const { token } = useSession();
  return useSWR<UnreadMessageCounts>(token ? messageKeys.unread() : null, {
    refreshInterval: UNREAD_POLL_MS,
    revalidateOnFocus: false,
  });
}

/**
 * Writes each `message-unread` push into the signed-in viewer's unread counts, through the app's
 * one socket connection. Mount it once, in the app's header.
 */
export function useUnreadPush(): void {
  // Keyed on the user: signing in or out opens the connection again with the new token.
  const uid = useSession().user?.uid;
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!uid) return;
    return followUnreadCounts((counts) => void mutate(messageKeys.unread(), counts, { revalidate: false }));
  }, [uid, mutate]);
}

export function useReminders(type: MessageType, currentPage: number, enabled: boolean) {
  return useSWR<Page<Reminder>>(enabled ? messageKeys.list(type, currentPage) : null, {
    keepPreviousData: true,
  });
}

export function useSystemMessages(type: MessageType, currentPage: number, enabled: boolean) {
  return useSWR<Page<SystemMessage>>(enabled ? messageKeys.list(type, currentPage) : null, {
    keepPreviousData: true,
  });
}

/** Deletes one message of a list, or the whole list without `id`. */
export const cleanMessages = (type: MessageType, id?: number) =>
  api.delete<null>('/api/msg/clean', { type, id });
