/** The group contest API's wire types (hoj-api-routes "group/contest"). */
import type { Page } from './envelope';

/** `GET /api/group/get-contest-list` and `get-admin-contest-list`: a group's contests, a page at a time. */
export interface GroupContestListQuery {
  gid: number;
  currentPage?: number;
  limit?: number;
}

/** A problem in the picker of `GET /api/group/get-contest-problem-list`. */
export interface GroupContestProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  auth: number;
  type: number;
  difficulty: number;
}

/** A problem's place in a contest (HOJ ContestProblem). */
export interface GroupContestProblemLink {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** `GET /api/group/get-contest-problem-list`: the contest's problems and their places by problem id. */
export interface GroupContestProblemList {
  problemList: Page<GroupContestProblemRow>;
  contestProblemMap: Record<number, GroupContestProblemLink>;
}

/** `POST /api/group/add-contest-problem-from-public` (HOJ ContestProblemDTO). */
export interface GroupContestPublicProblemInput {
  cid: number;
  pid: number;
  displayId: string;
}

/** `POST /api/group/add-contest-problem-from-group?problemId&cid&displayId`. */
export interface GroupContestGroupProblemQuery {
  cid: number;
  /** The group problem's display id. */
  problemId: string;
  /** Its display id in the contest; the problem's own when left out. */
  displayId?: string;
}

/** `POST /api/group/contest-problem`: the answer, the new problem's id and display id. */
export interface GroupContestCreatedProblem {
  pid: number;
  problemId: string;
}
