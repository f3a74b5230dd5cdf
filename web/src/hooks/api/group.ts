/** Groups, their members and announcements (`/api/get-group-*`, `/api/group/*`). */
import useSWR from 'swr';
import {
  GROUP_CONSTANTS,
  type ActionAllowance,
  type GroupAnnouncementInput,
  type GroupAnnouncementView,
  type GroupCardView,
  type GroupDetailView,
  type GroupInput,
  type GroupMemberView,
  type Page,
} from '@verdict/common';
import { api, request, type Query } from '@/lib/api-client';
import { swrKeys, type SwrKey } from '@/lib/swr-keys';

export type GroupCard = GroupCardView;
export type GroupDetail = GroupDetailView;
export type GroupMember = GroupMemberView;
export type GroupAnnouncement = GroupAnnouncementView;

export interface GroupOption {
  id: number;
  name: string;
}

/** What the group list filters on. */
export interface GroupListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  auth?: number;
  onlyMine?: boolean;
}

export const groupKeys = {
  list: (query: GroupListQuery): SwrKey => [
    '/api/get-group-list',
    {
      currentPage: query.currentPage,
      limit: query.limit,
      keyword: query.keyword,
      auth: query.auth,
      onlyMine: query.onlyMine || undefined,
    } satisfies Query,
  ],
  /** Whether the signed-in user may create a group now, and why not. */
  creationRule: (): SwrKey => ['/api/get-group-creation-rule'],
  detail: (gid: number): SwrKey => ['/api/get-group-detail', { gid }],
  auth: (gid: number): SwrKey => ['/api/get-group-auth', { gid }],
  announcements: (gid: number, currentPage: number, limit: number): SwrKey => [
    '/api/group/get-announcement-list',
    { gid, currentPage, limit },
  ],
  adminAnnouncements: (gid: number, currentPage: number): SwrKey => [
    '/api/group/get-admin-announcement-list',
    { gid, currentPage, limit: GROUP_CONSTANTS.adminAnnouncementPageSize },
  ],
  members: (gid: number, currentPage: number, keyword?: string): SwrKey => [
    '/api/group/get-member-list',
    { gid, currentPage, limit: GROUP_CONSTANTS.memberPageSize, keyword },
  ],
  applications: (gid: number, currentPage: number): SwrKey => [
    '/api/group/get-apply-list',
    { gid, currentPage, limit: GROUP_CONSTANTS.memberPageSize },
  ],
};

/**
 * The status page's group filter loads one page of 30 of my groups. The filter is an
 * extra, so a failure leaves it with the two fixed choices instead of showing an error.
 */
export function useMyGroups(enabled: boolean) {
  return useSWR<Page<GroupOption>>(
    enabled ? swrKeys.myGroups() : null,
    ([path, query]: SwrKey) => api.get<Page<GroupOption>>(path, query, { silent: true }),
    { revalidateOnFocus: false },
  );
}

/** Asked only for a signed-in user; the page reads it again when the session changes. */
export function useGroupCreationRule(signedIn: boolean) {
  return useSWR<ActionAllowance>(signedIn ? groupKeys.creationRule() : null);
}

export function useGroupList(query: GroupListQuery) {
  return useSWR<Page<GroupCard>>(groupKeys.list(query), { keepPreviousData: true });
}

/** Members read the whole group; anyone else the card only (no description, no code). */
export function useGroupDetail(gid: number) {
  return useSWR<GroupCard | GroupDetail>(gid > 0 ? groupKeys.detail(gid) : null);
}

/** The viewer's member auth in the group: 0 outside it. */
export function useGroupAuth(gid: number) {
  return useSWR<number>(gid > 0 ? groupKeys.auth(gid) : null);
}

export function useGroupAnnouncements(gid: number, currentPage: number, limit: number, enabled = true) {
  return useSWR<Page<GroupAnnouncement>>(enabled ? groupKeys.announcements(gid, currentPage, limit) : null, {
    keepPreviousData: true,
  });
}

export function useGroupAdminAnnouncements(gid: number, currentPage: number, enabled: boolean) {
  return useSWR<Page<GroupAnnouncement>>(enabled ? groupKeys.adminAnnouncements(gid, currentPage) : null, {
    keepPreviousData: true,
  });
}

export function useGroupMembers(gid: number, currentPage: number, keyword?: string) {
  return useSWR<Page<GroupMember>>(groupKeys.members(gid, currentPage, keyword), { keepPreviousData: true });
}

export function useGroupApplications(gid: number, currentPage: number, enabled: boolean) {
  return useSWR<Page<GroupMember>>(enabled ? groupKeys.applications(gid, currentPage) : null, {
    keepPreviousData: true,
  });
}

/** Forms show the server's refusal inline, so these writes do not toast it. */
const quiet = { silent: true } as const;

export const createGroup = (input: GroupInput) => api.post<GroupDetail>('/api/group', input, quiet);

export const updateGroup = (input: GroupInput & { id: number }) =>
  api.put<GroupDetail>('/api/group', input, quiet);

export const disbandGroup = (gid: number) => api.delete<null>('/api/group', { gid });

/** Answers the auth the applicant now has: 3 when joined, 1 when waiting for review. */
export const applyToGroup = (gid: number, reason?: string, code?: string) =>
  request<{ auth: number }>('POST', '/api/group/member', { query: { gid, reason, code }, ...quiet });

export const exitGroup = (gid: number) => api.delete<null>('/api/group/member/exit', { gid });

export const updateGroupMember = (gid: number, uid: string, auth: number) =>
  api.put<null>('/api/group/member', { gid, uid, auth });

/** Answers whether the group went too (a super admin removing its owner disbands it). */
export const removeGroupMember = (gid: number, uid: string) =>
  api.delete<{ disbanded: boolean }>('/api/group/member', { gid, uid });

export const saveGroupAnnouncement = (input: GroupAnnouncementInput) =>
  input.id
    ? api.put<GroupAnnouncement>('/api/group/announcement', input, quiet)
    : api.post<GroupAnnouncement>('/api/group/announcement', input, quiet);

/** Switches visibility only: the rest of the announcement is sent as it is. */
export const setGroupAnnouncementStatus = (announcement: GroupAnnouncement, status: number) =>
  api.put<GroupAnnouncement>('/api/group/announcement', {
    id: announcement.id,
    gid: announcement.gid,
    title: announcement.title,
    content: announcement.content,
    status,
  });

export const deleteGroupAnnouncement = (aid: number) => api.delete<null>('/api/group/announcement', { aid });

/** The cropped avatar as png; answers the updated group. */
export async function uploadGroupAvatar(gid: number, image: Blob): Promise<GroupDetail> {
  const form = new FormData();
  form.append('gid', String(gid));
  form.append('image', image, 'avatar.png');
  return request<GroupDetail>('POST', '/api/file/upload-group-avatar', { form, ...quiet });
}
