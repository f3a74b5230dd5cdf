import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { HOME_CONSTANTS } from '@verdict/common';
import { PUBLIC_SCOPE } from '../access/scope';
import { problemsIn } from '../access/scope-conditions';
import { ContestEntity } from '../contest/contest.entity';
import { ProblemEntity } from '../problem/problem.entity';
import {
  toRecentContestResponse,
  toRecentUpdatedProblemResponse,
  type RecentContestResponse,
  type RecentUpdatedProblemResponse,
} from './home.dto';

const DAY_MS = 86_400_000;

/** The home page's contest countdowns and recently changed problems (HOJ HomeManager). */
@Injectable()
export class HomeService {
  constructor(
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
  ) {}

  /**
   * Visible site contests (as the contest list shows them) that have not ended and start within
   * the horizon, nearest start first.
   */
  async recentContests(): Promise<RecentContestResponse[]> {
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

  /** The public problems changed last, newest change first. */
  async recentUpdatedProblems(): Promise<RecentUpdatedProblemResponse[]> {
    const rows = await this.problems.find({
      select: ['id', 'problemId', 'title', 'type', 'gmtCreate', 'gmtModified'],
      where: problemsIn(PUBLIC_SCOPE),
      order: { gmtModified: 'DESC', id: 'DESC' },
      take: HOME_CONSTANTS.recentProblemLimit,
    });
    return rows.map(toRecentUpdatedProblemResponse);
  }
}
