import { Injectable } from '@nestjs/common';
import {
  CONTEST_CONSTANTS,
  ContestStatus,
  contestStatusAt,
  ContestType,
  isBoardSealed,
  RankShowName,
  type ContestOutsideInfoView,
} from '@verdict/common';
import { forbidden } from '../../common/http/app.exception';
import { Page, toPage } from '../../common/http/pagination';
import { AccessService } from '../access/access.service';
import type { Viewer } from '../access/viewer';
import { ContestBoardService, type RankRow } from './board/contest-board.service';
import type { RankedBoard } from './board/materialized-board';
import { ContestParticipants } from './contest-participants';
import { ContestProblemService } from './contest-problem.service';
import { ContestRules } from './contest-rules';
import { clockOf, toContestProblemView, toContestView } from './contest-view';
import type { ContestRankDto } from './contest.dto';
import type { ContestEntity } from './contest.entity';

export const RANK_NOT_OPEN = 'The scoreboard of an OI contest opens when the contest ends';
export const OUTSIDE_BOARD_CLOSED = 'The scoreboard of this contest is not open to the public';

/**
 * The boards as contestants and the public read them: sealed from the seal
 * time on — after the end too unless the contest lifts the seal itself — and real only for
 * contest admins who force a refresh. An OI contest's board opens when it ends.
 */
@Injectable()
export class ContestRankService {
  constructor(
    private readonly access: AccessService,
    private readonly rules: ContestRules,
    private readonly board: ContestBoardService,
    private readonly problems: ContestProblemService,
    private readonly participants: ContestParticipants,
  ) {}

  /** POST /api/get-contest-rank: for those who may enter the contest. */
  async rank(dto: ContestRankDto, viewer: Viewer): Promise<Page<RankRow>> {
    await this.access.requireScope(viewer, { kind: 'contest', cid: dto.cid }, 'view');
    const contest = await this.rules.visibleContest(viewer, dto.cid);
    return this.page(contest, dto, viewer);
  }

  /** POST /api/get-contest-outside-scoreboard: anyone, when the contest opens its board. */
  async outside(dto: ContestRankDto, viewer?: Viewer): Promise<Page<RankRow>> {
    const contest = await this.rules.visibleContest(viewer, dto.cid);
    if (!contest.openRank && !(await this.rules.isContestAdmin(viewer, contest)))
      throw forbidden(OUTSIDE_BOARD_CLOSED);
    return this.page(contest, dto, viewer);
  }

  /** GET /api/get-contest-outsize-info: the contest and the problem columns of its board. */
  async outsideInfo(cid: number, viewer?: Viewer): Promise<ContestOutsideInfoView<Date>> {
    const contest = await this.rules.visibleContest(viewer, cid);
    if (!contest.openRank) await this.access.requireScope(viewer, { kind: 'contest', cid }, 'view');
    const problemList = (await this.problems.sorted(cid)).map((row) => toContestProblemView(row));
    return { contest: toContestView(contest, await this.participants.count(cid)), problemList };
  }

  /**
   * The board as the viewer reads it: sealed from the seal time on (after the end too unless the
   * contest lifts it), real for contest admins who force a refresh.
   */
  async boardFor(
    contest: ContestEntity,
    viewer: Viewer | undefined,
    options: { forceRefresh?: boolean; removeStar?: boolean },
  ): Promise<RankedBoard> {
    const admin = await this.rules.isContestAdmin(viewer, contest);
    const sealed = isBoardSealed(clockOf(contest), Date.now()) && !(admin && options.forceRefresh);
    return this.board.ranked(contest, { view: sealed ? 'sealed' : 'real', removeStar: !!options.removeStar });
  }

  private async page(contest: ContestEntity, dto: ContestRankDto, viewer?: Viewer): Promise<Page<RankRow>> {
    const admin = await this.rules.isContestAdmin(viewer, contest);
    const now = Date.now();
    if (
      contest.type === ContestType.OI &&
      !admin &&
      contestStatusAt(clockOf(contest), now) !== ContestStatus.ENDED
    ) {
      throw forbidden(RANK_NOT_OPEN);
    }
    const board = await this.boardFor(contest, viewer, dto);
    const showsRealName = admin || contest.rankShowName === RankShowName.REALNAME;
    const keyword = dto.keyword?.trim().toLowerCase();
    // Board indices of the rows the page draws from.
    const matching = keyword
      ? Array.from({ length: board.size }, (_, index) => index).filter((index) => {
          const person = board.personAt(index);
          return [
            person.username,
            person.nickname,
            person.school,
            showsRealName ? person.realname : null,
          ].some((field) => field?.toLowerCase().includes(keyword));
        })
      : null;
    // The viewer's own row and the rows they follow come first, as well as in their place.
    const concerned = new Set([...(viewer ? [viewer.uid] : []), ...(dto.concernedList ?? [])]);
    const pinned = [...concerned]
      .map((uid) => board.indexOf(uid))
      .filter((index) => index >= 0)
      .sort((a, b) => a - b);
    const size = dto.limit ?? CONTEST_CONSTANTS.boardPageSize;
    const current = dto.currentPage ?? 1;
    const total = pinned.length + (matching ? matching.length : board.size);
    // Only the page is served: a board holds up to tens of thousands of rows.
    const from = (current - 1) * size;
    const at = (n: number) => (matching ? matching[n] : n);
    const rest = Array.from(
      { length: Math.max(0, Math.min(from + size, total) - Math.max(from, pinned.length)) },
      (_, i) => at(Math.max(from, pinned.length) - pinned.length + i),
    );
    const records = [
      ...pinned.slice(from, from + size).map((index) => ({ ...board.shown(index), isConcerned: true })),
      ...rest.map((index) => board.shown(index)),
    ].map((row) => (showsRealName ? row : { ...row, realname: null }));
    return toPage(records, total, current, size);
  }
}
