import { Injectable } from '@nestjs/common';
import {
  ContestStatus,
  contestStatusAt,
  ContestType,
  type AcmProblemCell,
  type AcmRankRow,
  type ContestTypeCode,
  type OiRankRow,
  type ScrollBoardSnapshot,
  type ScrollCell,
  type ScrollTeam,
} from '@verdict/common';
import { badRequest } from '../../../common/http/app.exception';
import type { Viewer } from '../../access/viewer';
import { ContestBoardService, type RankRow } from '../board/contest-board.service';
import { ContestProblemService } from '../contest-problem.service';
import { CONTEST_MESSAGES } from '../contest-rules';
import { clockOf } from '../contest-view';
import { ScrollBoardAccess } from './scroll-board-access';

const acmCell = (cell: AcmProblemCell | undefined): ScrollCell | null =>
  cell ? { points: cell.isAC ? 1 : 0, time: cell.ACTime, tries: cell.errorNum } : null;

const oiCell = (row: OiRankRow | undefined, displayId: string): ScrollCell | null =>
  row && displayId in row.submissionInfo
    ? { points: row.submissionInfo[displayId], time: row.timeInfo[displayId] ?? null, tries: 0 }
    : null;

/**
 * The scroll board's snapshot (contest admins): every participant's cells on the sealed board and
 * on the final one, read from the board service's two views. An OI contest shows no result
 * before its end, so its reveal starts from the empty board.
 */
@Injectable()
export class ContestScrollBoardService {
  constructor(
    private readonly access: ScrollBoardAccess,
    private readonly board: ContestBoardService,
    private readonly problems: ContestProblemService,
  ) {}

  async snapshot(cid: number, viewer: Viewer): Promise<ScrollBoardSnapshot<Date>> {
    const contest = await this.access.requireContest(viewer, cid);
    if (contestStatusAt(clockOf(contest), Date.now()) === ContestStatus.SCHEDULED)
      throw badRequest(CONTEST_MESSAGES.notStarted);
    const [real, sealed, problems] = await Promise.all([
      this.board.ranked(contest, { view: 'real', removeStar: false }),
      this.board.ranked(contest, { view: 'sealed', removeStar: false }),
      this.problems.sorted(contest.id),
    ]);
    const displayIds = problems.map((row) => row.displayId);
    const sealedRow = (uid: string): RankRow | undefined => {
      const index = sealed.indexOf(uid);
      return index < 0 ? undefined : sealed.shown(index);
    };
    const teams: ScrollTeam[] = [];
    for (let index = 0; index < real.size; index++) {
      const row = real.shown(index);
      const person = { uid: row.uid, username: row.username, name: row.rankShowName, school: row.school };
      if (contest.type === ContestType.ACM) {
        const before = sealedRow(row.uid) as AcmRankRow | undefined;
        const after = row as AcmRankRow;
        teams.push({
          ...person,
          star: row.rank === -1,
          sealed: displayIds.map((id) => acmCell(before?.submissionInfo[id])),
          final: displayIds.map((id) => acmCell(after.submissionInfo[id])),
          frozen: displayIds.map((id) => before?.submissionInfo[id]?.tryNum ?? 0),
        });
      } else {
        const before = contest.type === ContestType.OI ? undefined : (sealedRow(row.uid) as OiRankRow);
        const final = displayIds.map((id) => oiCell(row as OiRankRow, id));
        teams.push({
          ...person,
          star: row.rank === -1,
          sealed: displayIds.map((id) => oiCell(before, id)),
          final,
          frozen: final.map((cell) => (cell && !before ? 1 : 0)),
        });
      }
    }
    const { id, title, type, startTime, endTime } = contest;
    return {
      contest: { id, title, type: type as ContestTypeCode, startTime, endTime },
      problems: problems.map((row) => ({
        displayId: row.displayId,
        title: row.displayTitle,
        color: row.color,
      })),
      teams,
    };
  }
}
