import type { ContestProblemLinkView } from '@verdict/common';
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
