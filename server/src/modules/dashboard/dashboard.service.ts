import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { ContestEntity } from '../contest/contest.entity';
import { ProblemEntity } from '../problem/problem.entity';
import { SubmissionEntity } from '../submission/submission.entity';
import { UserEntity } from '../user/user.entity';
import type { DashboardInfo } from './dashboard.dto';

/** How far back the dashboard lists contests (HOJ's "recent contests" window). */
export const RECENT_CONTEST_DAYS = 14;
/** A cap so a busy site's list stays a glance, not a page. */
export const RECENT_CONTEST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back office's summary: site-wide counts and the contests of the last two weeks. */
@Injectable()
export class DashboardService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>,
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  async info(now = new Date()): Promise<DashboardInfo> {
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    const since = new Date(now.getTime() - RECENT_CONTEST_DAYS * DAY_MS);
    const recentWindow = { startTime: MoreThanOrEqual(since) };
    const [userCount, problemCount, contestCount, todaySubmissionCount, recent, recentContestNum] =
      await Promise.all([
        this.users.count(),
        this.problems.count(),
        this.contests.count(),
        this.submissions.count({ where: { submitTime: MoreThanOrEqual(midnight) } }),
        this.contests.find({
          select: { id: true, title: true, type: true, auth: true, startTime: true, endTime: true },
          where: recentWindow,
          order: { startTime: 'DESC', id: 'DESC' },
          take: RECENT_CONTEST_LIMIT,
        }),
        this.contests.countBy(recentWindow),
      ]);
    const recentContests = recent.map(({ id, title, type, auth, startTime, endTime }) => ({
      id,
      title,
      type,
      auth,
      startTime,
      endTime,
    }));
    return {
      userCount,
      problemCount,
      contestCount,
      todaySubmissionCount,
      recentContests,
      userNum: userCount,
      todayJudgeNum: todaySubmissionCount,
      recentContestNum,
    };
  }
}
