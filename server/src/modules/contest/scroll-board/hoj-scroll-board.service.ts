import { Injectable } from '@nestjs/common';
import { ContestStatus, contestStatusAt, ContestType } from '@verdict/common';
import { badRequest } from '../../../common/http/app.exception';
import type { Viewer } from '../../access/viewer';
import { ContestSubmissions } from '../../submission/contest-submissions';
import { UserDirectory } from '../../user/user-directory';
import { ContestProblemService } from '../contest-problem.service';
import { ContestRules } from '../contest-rules';
import { clockOf, starAccountsOf } from '../contest-view';
import type { ContestEntity } from '../contest.entity';
import { hojBoardTime } from './hoj-board-time';
import type { HojScrollBoardInfo, HojScrollBoardSubmission } from './hoj-scroll-board.dto';
import { ScrollBoardAccess } from './scroll-board-access';

export const HOJ_SCROLL_BOARD_MESSAGES = {
  acmOnly: 'The scroll board rolls ACM contests only',
  notSealed: 'The scroll board rolls a sealed board: this contest has no seal',
  notEnded: 'The scroll board opens once the contest has ended',
} as const;

/**
 * HOJ's scroll board page (its two reads: the contest, then every submission, which the page
 * replays from the seal on). The page rolls an ACM board from its seal, so the contest must be an
 * ACM one with a seal, and over. Who opens it is the scroll board's rule (`ScrollBoardAccess`).
 */
@Injectable()
export class HojScrollBoardService {
  constructor(
    private readonly access: ScrollBoardAccess,
    private readonly rules: ContestRules,
    private readonly problems: ContestProblemService,
    private readonly submissions: ContestSubmissions,
    private readonly users: UserDirectory,
  ) {}

  async info(cid: number, viewer: Viewer): Promise<HojScrollBoardInfo> {
    const contest = await this.rollableContest(cid, viewer);
    const problems = await this.problems.sorted(contest.id);
    return {
      id: contest.id,
      rankShowName: contest.rankShowName,
      problemCount: problems.length,
      balloonColor: Object.fromEntries(problems.map((row) => [row.displayId, row.color])),
      startTime: hojBoardTime(contest.startTime),
      sealRankTime: hojBoardTime(contest.sealRankTime),
      starUserList: starAccountsOf(contest),
    };
  }

  /**
   * The contest's submissions made while it ran (cancelled ones left out), oldest first, of the
   * people its board ranks: not its author's nor a super admin's, and not the star users' when
   * `removeStar`.
   */
  async submissionList(
    cid: number,
    removeStar: boolean,
    viewer: Viewer,
  ): Promise<HojScrollBoardSubmission[]> {
    const contest = await this.rollableContest(cid, viewer);
    const [problems, rows] = await Promise.all([
      this.problems.sorted(contest.id),
      this.submissions.replayIn(contest.id, { from: contest.startTime, to: contest.endTime }),
    ]);
    const displayIds = new Map(problems.map((row) => [row.pid, row.displayId]));
    const uids = [...new Set(rows.map((row) => row.uid))];
    const people = await this.users.cardsOf(uids);
    const stars = new Set(removeStar ? starAccountsOf(contest) : []);
    const list: HojScrollBoardSubmission[] = [];
    for (const row of rows) {
      const person = people.get(row.uid);
      const displayId = displayIds.get(row.pid);
      if (!person || displayId === undefined) continue;
      if (this.rules.isAuthorOrSuperAdmin(person, contest) || stars.has(person.username)) continue;
      list.push({
        uid: person.uid,
        username: person.username,
        nickname: person.nickname,
        realname: person.realname,
        school: person.school,
        avatar: person.avatar,
        gender: person.gender,
        submitId: row.submitId,
        status: row.status,
        submitTime: hojBoardTime(row.submitTime),
        displayId,
      });
    }
    return list;
  }

  private async rollableContest(
    cid: number,
    viewer: Viewer,
  ): Promise<ContestEntity & { sealRankTime: Date }> {
    const contest = await this.access.requireContest(viewer, cid);
    if (contest.type !== ContestType.ACM) throw badRequest(HOJ_SCROLL_BOARD_MESSAGES.acmOnly);
    if (!contest.sealRank || !contest.sealRankTime) throw badRequest(HOJ_SCROLL_BOARD_MESSAGES.notSealed);
    if (contestStatusAt(clockOf(contest), Date.now()) !== ContestStatus.ENDED)
      throw badRequest(HOJ_SCROLL_BOARD_MESSAGES.notEnded);
    return contest as ContestEntity & { sealRankTime: Date };
  }
}
