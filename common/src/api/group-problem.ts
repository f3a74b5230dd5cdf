/** The group problem API's wire types (see docs/api.md, Group problems). */

/** HOJ's `applyPublicProgress` of a group problem; null when its author never asked. */
export const GROUP_PROBLEM_APPLY_PROGRESS = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;

export type GroupProblemApplyProgress =
  (typeof GROUP_PROBLEM_APPLY_PROGRESS)[keyof typeof GROUP_PROBLEM_APPLY_PROGRESS];

/**
 * `POST /api/group/problem` answers the new problem's ids. Its display id starts with the group's
 * short name (`CS1` + `A1` → `CS1A1`, upper-cased; typed with the prefix it is not doubled).
 */
export interface GroupProblemCreatedView {
  pid: number;
  problemId: string;
}

/**
 * What a row of `GET /api/group/get-admin-problem-list` holds besides the rest of the problem
 * (the back office's row shape), the fields the group's admin table reads.
 */
export interface GroupAdminProblemRowView {
  id: number;
  problemId: string;
  title: string;
  author: string;
  /** 1 public (members see it), 2 private, 3 contest only. */
  auth: number;
  gid: number;
  applyPublicProgress: GroupProblemApplyProgress | null;
}
