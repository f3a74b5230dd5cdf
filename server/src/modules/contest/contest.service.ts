import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import {
  accountLimitAdmits,
  ContestAuth,
  ContestStatus,
  contestStatusAt,
  CONTEST_CONSTANTS,
  type ContestAccessView,
} from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, forbidden } from '../../common/http/app.exception';
import { Page, pageWindow, toPage } from '../../common/http/pagination';
import { PasswordGuesses } from '../auth/password-guesses.service';
import { ContestListCache } from './contest-list-cache';
import { ContestParticipants } from './contest-participants';
import { CONTEST_MESSAGES, ContestRules } from './contest-rules';
import {
  clockOf,
  toContestInfoView,
  toContestView,
  type ContestInfoResponse,
  type ContestResponse,
} from './contest-view';
import { ContestListQueryDto } from './contest.dto';
import { ContestEntity } from './contest.entity';

/** The contest list, the contest page, registration and the personal start. */
@Injectable()
export class ContestService {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    private readonly participants: ContestParticipants,
    private readonly rules: ContestRules,
    private readonly guesses: PasswordGuesses,
    private readonly lists: ContestListCache,
  ) {}

  /**
   * Visible contests of the site (`gid` null) or of one group, scheduled first, then running, then
   * ended; newest start first within each.
   */
  list(query: ContestListQueryDto, gid: number | null = null): Promise<Page<ContestResponse>> {
    const { current, size } = pageWindow(query, CONTEST_CONSTANTS.listPageSize);
    const key = JSON.stringify([gid, query.type, query.status, query.keyword?.trim(), current, size]);
    return this.lists.get(key, () => this.loadList(query, gid));
  }

  private async loadList(query: ContestListQueryDto, gid: number | null): Promise<Page<ContestResponse>> {
    const { current, size, skip } = pageWindow(query, CONTEST_CONSTANTS.listPageSize);
    const now = new Date();
    const qb = this.contests
      .createQueryBuilder('c')
      .where({ visible: true, gid: gid === null ? IsNull() : gid });
    if (query.type !== undefined) qb.andWhere('c.type = :type', { type: query.type });
    if (query.keyword?.trim()) {
      qb.andWhere('c.title LIKE :keyword', {
        keyword: `%${query.keyword.trim().replace(/[%_\\]/g, '\\$&')}%`,
      });
    }
    if (query.status === ContestStatus.SCHEDULED) qb.andWhere('c.startTime > :now', { now });
    if (query.status === ContestStatus.RUNNING)
      qb.andWhere('c.startTime <= :now AND c.endTime > :now', { now });
    if (query.status === ContestStatus.ENDED) qb.andWhere('c.endTime <= :now', { now });
    const [rows, total] = await qb
      .orderBy('CASE WHEN c.startTime > :now THEN 0 WHEN c.endTime > :now THEN 1 ELSE 2 END', 'ASC')
      .addOrderBy('c.startTime', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .setParameter('now', now)
      .skip(skip)
      .take(size)
      .getManyAndCount();
    const counts = await this.participants.counts(rows.map((row) => row.id));
    return toPage(
      rows.map((row) => toContestView(row, counts.get(row.id) ?? 0, now.getTime())),
      total,
      current,
      size,
    );
  }

  /** The contest page: anyone logged in who may know of the contest, with their own clock. */
  async info(cid: number, viewer: AuthUser): Promise<ContestInfoResponse> {
    const contest = await this.rules.visibleContest(viewer, cid);
    const [count, register] = await Promise.all([
      this.participants.count(cid),
      this.participants.find(cid, viewer.uid),
    ]);
    return toContestInfoView(contest, count, register);
  }

  /** Whether the viewer may enter a contest that needs a password (registered, or an admin of it). */
  async access(cid: number, viewer: AuthUser): Promise<ContestAccessView> {
    const contest = await this.rules.visibleContest(viewer, cid);
    if (contest.auth === ContestAuth.PUBLIC || (await this.rules.isContestAdmin(viewer, contest)))
      return { access: true };
    return { access: !!(await this.participants.find(cid, viewer.uid)) };
  }

  /**
   * Registration with the contest password, wrong ones limited per account and address; the
   * account-limit rule, when the contest has one, must admit the username.
   */
  async register(cid: number, password: string | undefined, viewer: AuthUser, ip: string): Promise<void> {
    const contest = await this.rules.visibleContest(viewer, cid);
    if (contestStatusAt(clockOf(contest), Date.now()) === ContestStatus.ENDED) {
      throw badRequest('The contest has ended');
    }
    if (contest.auth !== ContestAuth.PUBLIC) {
      await this.guesses.requireRight(`contest:${cid}`, { uid: viewer.uid, ip }, password, contest.pwd, {
        emptyMessage: 'Enter the contest password',
        wrongMessage: 'Wrong contest password',
      });
    }
    if (contest.openAccountLimit && !accountLimitAdmits(contest.accountLimitRule, viewer.username)) {
      throw forbidden(CONTEST_MESSAGES.accountNotAdmitted);
    }
    if (!(await this.participants.add(cid, viewer.uid))) {
      throw badRequest('You have already registered for this contest');
    }
  }

  /**
   * The start button of a personal timed contest: the viewer's clock starts now, once. Returns the
   * begin time, as HOJ's startContest does.
   */
  async start(cid: number, viewer: AuthUser): Promise<Date> {
    const contest = await this.rules.visibleContest(viewer, cid);
    if (contest.timeLimit <= 0) throw badRequest('This contest has no personal time limit');
    const status = contestStatusAt(clockOf(contest), Date.now());
    if (status === ContestStatus.SCHEDULED) throw forbidden(CONTEST_MESSAGES.notStarted);
    if (status === ContestStatus.ENDED) throw forbidden(CONTEST_MESSAGES.ended);
    if (contest.auth !== ContestAuth.PUBLIC && !(await this.participants.find(cid, viewer.uid))) {
      throw forbidden(
        contest.auth === ContestAuth.PRIVATE
          ? CONTEST_MESSAGES.privateNotRegistered
          : CONTEST_MESSAGES.protectedNotRegistered,
      );
    }
    return this.participants.start(cid, viewer.uid, new Date(Math.floor(Date.now() / 1000) * 1000));
  }
}
