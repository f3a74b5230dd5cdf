import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, LessThanOrEqual, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import {
  contestStatusAt,
  HOME_CONSTANTS,
  type DashboardContest,
  type RecentContestView,
} from '@verdict/common';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { ContestEntity } from './contest.entity';

const DAY_MS = 86_400_000;

export type RecentContestResponse = RecentContestView<Date>;

/** The home page's contest countdowns. */
@Injectable()
export class RecentContests {
  constructor(@InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>) {}

  /** How many contests the site has, group contests included. */
  count(): Promise<number> {
    return this.contests.count();
  }

  @OnAppEvent('user.counting-made')
  async countMade({ uids, made }: AppEvents['user.counting-made']): Promise<void> {
    made.contests = await this.contests.countBy({ uid: In(uids) });
  }

  /**
   * The contests (any, hidden and group ones too) that started at or after the time, latest first,
   * at most `limit` of them, with how many there are in all: the back office's dashboard.
   */
  async startedSince(since: Date, limit: number): Promise<[DashboardContest<Date>[], number]> {
    const [rows, total] = await this.contests.findAndCount({
      select: { id: true, title: true, type: true, auth: true, startTime: true, endTime: true },
      where: { startTime: MoreThanOrEqual(since) },
      order: { startTime: 'DESC', id: 'DESC' },
      take: limit,
    });
    const contests = rows.map(({ id, title, type, auth, startTime, endTime }) => ({
      id,
      title,
      type,
      auth,
      startTime,
      endTime,
    }));
    return [contests, total];
  }

  /**
   * Visible site contests (as the contest list shows them) that have not ended and start within
   * the horizon, nearest start first.
   */
  async upcoming(): Promise<RecentContestResponse[]> {
    const now = Date.now();
    const horizon = new Date(now + HOME_CONSTANTS.recentContestHorizonDays * DAY_MS);
    const rows = await this.contests.find({
      where: {
        visible: true,
        gid: IsNull(),
        endTime: MoreThan(new Date(now)),
        startTime: LessThanOrEqual(horizon),
      },
      order: { startTime: 'ASC', id: 'ASC' },
      take: HOME_CONSTANTS.recentContestLimit,
    });
    return rows.map((row) => toRecentContestResponse(row, now));
  }
}

function toRecentContestResponse(contest: ContestEntity, now: number): RecentContestResponse {
  const startTime = contest.startTime.getTime();
  const endTime = contest.endTime.getTime();
  return {
    id: contest.id,
    title: contest.title,
    type: contest.type,
    auth: contest.auth,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: Math.round((endTime - startTime) / 1000),
    status: contestStatusAt({ startTime, endTime }, now),
    isVip: contest.isVip,
    now: new Date(now),
  };
}
