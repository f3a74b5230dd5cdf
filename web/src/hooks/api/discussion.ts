/**
 * Discussions, their categories and reports, public, admin and group ones (see docs/api.md,
 * Discussions). A group's posts share the detail, like, report and
 * comment routes; listing, posting, editing and deleting them go through the group routes.
 */
import useSWR, { mutate } from 'swr';
import {
  DISCUSSION_CONSTANTS,
  type ActionAllowance,
  type DiscussionCategoryView,
  type DiscussionInput,
  type DiscussionReportInput,
  type DiscussionReportView,
  type DiscussionView,
  type Page,
} from '@verdict/common';
import { api, request, type Query } from '@/lib/api-client';
import type { SwrKey } from '@/lib/swr-keys';

export type Discussion = DiscussionView;
export type DiscussionCategory = DiscussionCategoryView;
export type DiscussionReport = DiscussionReportView;

/** What the discussion list filters on; HOJ calls the category `cid`. */
export interface DiscussionQuery {
  currentPage: number;
  keyword?: string;
  categoryId?: number;
  pid?: string;
  onlyMine?: boolean;
  /** The back office's list: disabled discussions too. */
  admin?: boolean;
}

/** A group's list filters on one problem only. */
export interface GroupDiscussionQuery {
  currentPage: number;
  pid?: string;
}

export const discussionKeys = {
  categories: (): SwrKey => ['/api/discussion-category'],
  /** Whether the signed-in user may post now, and why not. */
  postingRule: (): SwrKey => ['/api/get-discussion-posting-rule'],
  list: (query: DiscussionQuery): SwrKey => [
    '/api/get-discussion-list',
    {
      limit: DISCUSSION_CONSTANTS.pageSize,
      currentPage: query.currentPage,
      keyword: query.keyword,
      cid: query.categoryId,
      pid: query.pid,
      onlyMine: query.onlyMine || undefined,
      admin: query.admin || undefined,
    } satisfies Query,
  ],
  groupList: (gid: number, query: GroupDiscussionQuery): SwrKey => [
    '/api/group/get-discussion-list',
    {
      gid,
      limit: DISCUSSION_CONSTANTS.pageSize,
      currentPage: query.currentPage,
      pid: query.pid,
    } satisfies Query,
  ],
  detail: (did: number): SwrKey => ['/api/get-discussion-detail', { did }],
  reports: (currentPage: number): SwrKey => [
    '/api/admin/discussion-report',
    { currentPage, limit: DISCUSSION_CONSTANTS.reportPageSize },
  ],
};

export function useDiscussionCategories() {
  return useSWR<DiscussionCategory[]>(discussionKeys.categories(), { revalidateOnFocus: false });
}

/** Asked only for a signed-in user; the page reads it again when the session changes. */
export function useDiscussionPostingRule(signedIn: boolean) {
  return useSWR<ActionAllowance>(signedIn ? discussionKeys.postingRule() : null);
}

export function useDiscussionList(query: DiscussionQuery) {
  return useSWR<Page<Discussion>>(discussionKeys.list(query), { keepPreviousData: true });
}

export function useGroupDiscussionList(gid: number, query: GroupDiscussionQuery) {
  return useSWR<Page<Discussion>>(discussionKeys.groupList(gid, query), { keepPreviousData: true });
}

export function useDiscussion(did: number) {
  return useSWR<Discussion>(Number.isInteger(did) && did > 0 ? discussionKeys.detail(did) : null, {
    revalidateOnFocus: false,
  });
}

export function useDiscussionReports(currentPage: number) {
  return useSWR<Page<DiscussionReport>>(discussionKeys.reports(currentPage), { keepPreviousData: true });
}

/**
 * The super admin saves the whole category list: new entries go with `id` null, stored ones left
 * out are deleted. The saved list comes back and replaces the cached one. A form passes `silent`
 * to show the refusal itself.
 */
export async function saveDiscussionCategories(
  categories: { id: number | null; name: string }[],
  { silent = false } = {},
): Promise<DiscussionCategory[]> {
  const saved = await api.post<DiscussionCategory[]>('/api/discussion-category', categories, { silent });
  await mutate(discussionKeys.categories(), saved, { revalidate: false });
  return saved;
}

/** A group's post (with `gid`) goes to the group routes, where the category is optional. */
export type DiscussionSave =
  DiscussionInput | (Omit<DiscussionInput, 'categoryId'> & { categoryId?: number; gid: number });

const discussionPath = (gid: number | null | undefined) =>
  gid ? '/api/group/discussion' : '/api/discussion';

export const saveDiscussion = (input: DiscussionSave) => {
  const path = discussionPath('gid' in input ? input.gid : null);
  return input.id === undefined
    ? api.post<null>(path, input, { silent: true })
    : api.put<null>(path, input, { silent: true });
};

/** The discussion's own area decides the route: `gid` for a group's post. */
export const deleteDiscussion = (did: number, gid?: number | null) =>
  api.delete<null>(discussionPath(gid), { did });

export const likeDiscussion = (did: number, toLike: boolean) =>
  api.get<null>('/api/discussion-like', { did, toLike });

export const reportDiscussion = (input: DiscussionReportInput) =>
  api.post<null>('/api/discussion-report', input, { silent: true });

/** Back office: pin (`topPriority`) or disable (`status`) one discussion. */
export const updateDiscussionAsAdmin = (change: { id: number; topPriority?: number; status?: number }) =>
  api.put<null>('/api/admin/discussion', change);

export const deleteDiscussionsAsAdmin = (ids: number[]) =>
  request<null>('DELETE', '/api/admin/discussion', { body: ids });

export const markReportHandled = (id: number, status: boolean) =>
  api.put<null>('/api/admin/discussion-report', { id, status });
