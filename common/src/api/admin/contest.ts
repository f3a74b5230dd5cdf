/** Back-office contest problem shapes (HOJ admin ContestProblemController). `TTime` as in `./index`. */
import type { Page } from '../envelope';

/** A problem's place in a contest (HOJ ContestProblem): display id, display title, balloon colour. */
export interface ContestProblemLinkView<TTime = string> {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: TTime;
}

/** A problem of the contest problem picker: only what the picker shows. */
export interface AdminContestProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string;
  /** 0 ACM, 1 OI. */
  type: number;
  difficulty: number;
  /** 1 public, 2 private, 3 contest only. */
  auth: number;
}

/**
 * `GET /api/admin/contest/get-problem-list` and `/api/group/get-contest-problem-list` (HOJ's
 * HashMap answer): a page of problems and, per problem id of the contest, its contest row.
 */
export interface AdminContestProblemList<TTime = string> {
  problemList: Page<AdminContestProblemRow>;
  contestProblemMap: Record<number, ContestProblemLinkView<TTime>>;
}

/**
 * `GET /api/admin/judge/rejudge-contest-problem` and `contest-rejudge-progress`: how far a contest
 * problem's rejudge has come.
 */
export interface RejudgeProgress {
  total: number;
  /** Still waiting for a verdict (pending, compiling, judging). */
  waiting: number;
}
