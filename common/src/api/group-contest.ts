/** The group contest API's wire types (see docs/api.md, Group contests). */

/** `GET /api/group/get-contest-list` and `get-admin-contest-list`: a group's contests, a page at a time. */
export interface GroupContestListQuery {
  gid: number;
  currentPage?: number;
  limit?: number;
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
