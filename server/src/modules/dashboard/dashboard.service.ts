import { Injectable } from '@nestjs/common';
import { RecentContests } from '../contest/recent-contests.service';
import { ProblemService } from '../problem/problem.service';
import { SubmissionStatisticsService } from '../submission/submission-statistics.service';
import { UserDirectory } from '../user/user-directory';
import type { DashboardInfo } from '@verdict/common';

/** How far back the dashboard lists contests (HOJ's "recent contests" window). */
export const RECENT_CONTEST_DAYS = 14;
/** A cap so a busy site's list stays a glance, not a page. */
export const RECENT_CONTEST_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The back office's summary: site-wide counts and the contests of the last two weeks. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly users: UserDirectory,
    private readonly problems: ProblemService,
    private readonly contests: RecentContests,
    private readonly submissions: SubmissionStatisticsService,
  ) {}

  async info(now = new Date()): Promise<DashboardInfo<Date>> {
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    const since = new Date(now.getTime() - RECENT_CONTEST_DAYS * DAY_MS);
    const [userCount, problemCount, contestCount, todaySubmissionCount, [recentContests, recentContestNum]] =
      await Promise.all([
        this.users.count(),
        this.problems.count(),
        this.contests.count(),
        this.submissions.countSince(midnight),
        this.contests.startedSince(since, RECENT_CONTEST_LIMIT),
      ]);
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
