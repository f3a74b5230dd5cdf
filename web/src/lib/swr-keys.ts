/**
 * The one place that builds SWR cache keys. A key is `[path, query]`; the shared fetcher turns
 * it into a GET. Components never write keys by hand, so invalidation finds them all.
 */
import type { Query } from './api-client';

export type SwrKey = readonly [path: string, query?: Query];

/** How many problems a picker offers for what was typed. */
export const PICKER_LIMIT = 10;

export const swrKeys = {
  websiteConfig: (): SwrKey => ['/api/get-website-config'],
  userAuthInfo: (): SwrKey => ['/api/get-user-auth-info'],
  userHome: (uid?: string, username?: string): SwrKey => ['/api/get-user-home-info', { uid, username }],
  userHeatmap: (uid?: string, username?: string): SwrKey => [
    '/api/get-user-calendar-heatmap',
    { uid, username },
  ],
  problemList: (query: Query): SwrKey => ['/api/get-problem-list', query],
  problemTags: (): SwrKey => ['/api/get-problem-tags-and-classification', { oj: 'ME' }],
  problemDetail: (problemId: string, gid?: number): SwrKey => [
    '/api/get-problem-detail',
    gid ? { problemId, gid } : { problemId },
  ],
  languages: (pid?: number, gid?: number): SwrKey => ['/api/languages', pid ? { pid, gid } : { all: true }],
  submissionList: (query: Query): SwrKey => ['/api/get-submission-list', query],
  submissionDetail: (submitId: number): SwrKey => ['/api/get-submission-detail', { submitId }],
  caseResults: (submitId: number): SwrKey => ['/api/get-all-case-result', { submitId }],
  contestList: (query: Query): SwrKey => ['/api/get-contest-list', query],
  contestInfo: (cid: number): SwrKey => ['/api/get-contest-info', { cid }],
  contestAccess: (cid: number): SwrKey => ['/api/get-contest-access', { cid }],
  contestProblems: (cid: number): SwrKey => ['/api/get-contest-problem', { cid }],
  contestProblemDetail: (cid: number, displayId: string): SwrKey => [
    '/api/get-contest-problem-details',
    { cid, displayId },
  ],
  contestSubmissions: (query: Query): SwrKey => ['/api/contest-submissions', query],
  contestAnnouncements: (cid: number, currentPage: number): SwrKey => [
    '/api/get-contest-announcement',
    { cid, currentPage },
  ],
  contestPrints: (cid: number, currentPage: number): SwrKey => [
    '/api/get-contest-print',
    { cid, currentPage },
  ],
  comments: (place: { cid?: number; did?: number }, currentPage: number): SwrKey => [
    '/api/comments',
    { ...place, currentPage },
  ],
  replies: (commentId: number): SwrKey => ['/api/reply', { commentId }],
  adminContestList: (query: Query): SwrKey => ['/api/admin/contest/get-contest-list', query],
  adminContest: (cid: number): SwrKey => ['/api/admin/contest', { cid }],
  adminContestProblems: (cid: number): SwrKey => ['/api/admin/contest/get-problem-list', { cid, limit: 100 }],
  /** The first problems of the contest's type that may still be added to it, by id, title or author. */
  adminContestAddable: (cid: number, problemType: number, keyword: string): SwrKey => [
    '/api/admin/contest/get-problem-list',
    { cid, problemType, keyword: keyword || undefined, currentPage: 1, limit: PICKER_LIMIT },
  ],
  adminContestAnnouncements: (cid: number, currentPage: number): SwrKey => [
    '/api/admin/contest/announcement',
    { cid, currentPage },
  ],
  myGroups: (): SwrKey => ['/api/get-group-list', { currentPage: 1, limit: 30, onlyMine: true }],
  adminDashboardInfo: (): SwrKey => ['/api/admin/dashboard/get-dashboard-info'],
  adminJudgeServers: (): SwrKey => ['/api/admin/config/get-judge-service-info'],
  adminJudgeQueue: (): SwrKey => ['/api/admin/judge/queue'],
  adminVerification: (pid: number): SwrKey => ['/api/admin/problem/verification', { pid }],
  importProgress: (progressKey: string): SwrKey => ['/api/file/import-progress', { progressKey }],
  adminWebConfig: (): SwrKey => ['/api/admin/config/get-site-config'],
  adminEmailConfig: (): SwrKey => ['/api/admin/config/get-email-config'],
  adminSwitchConfig: (): SwrKey => ['/api/admin/switch/info'],
  homeCarousel: (): SwrKey => ['/api/home-carousel'],
  adminTags: (): SwrKey => ['/api/admin/tag', { oj: 'ME' }],
  adminTagClassifications: (): SwrKey => ['/api/admin/tag/classification', { oj: 'ME' }],
  trainingCategories: (): SwrKey => ['/api/get-training-category'],
  commonAnnouncements: (currentPage: number, limit: number): SwrKey => [
    '/api/get-common-announcement',
    { currentPage, limit },
  ],
  adminUsers: (query: Query): SwrKey => ['/api/admin/user/get-user-list', query],
  adminAnnouncements: (currentPage: number): SwrKey => ['/api/admin/announcement', { currentPage }],
  adminNotices: (currentPage: number): SwrKey => ['/api/admin/msg/notice', { currentPage }],
} as const;

/** True for every key of one endpoint, for `mutate(matchPath(...))`. */
export function matchPath(path: string): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === path;
}
