import type { AdminContestProblemRow, ContestProblemLinkView } from '@verdict/common';
import type { PickedProblem } from '../problem/problem-picker';
import type { ContestProblemEntity } from './contest-problem.entity';

/** A contest problem row as the admin screens read it (HOJ ContestProblem). */
export function toContestProblemLinkView(row: ContestProblemEntity): ContestProblemLinkView<Date> {
  return {
    id: row.id,
    cid: row.cid,
    pid: row.pid,
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    color: row.color,
    gmtCreate: row.gmtCreate,
  };
}

/** A problem of the contest problem picker. */
export function toAdminContestProblemRow(row: PickedProblem): AdminContestProblemRow {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    type: row.type,
    difficulty: row.difficulty,
    auth: row.auth,
  };
}
