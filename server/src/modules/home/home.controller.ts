import { Controller, Get, Query } from '@nestjs/common';
import type { SubmissionStatisticsView } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/access.decorators';
import { power } from '../access/staff-powers';
import { RecentContests, type RecentContestResponse } from '../contest/recent-contests.service';
import { RecentProblems, type RecentUpdatedProblemResponse } from '../problem/recent-problems.service';
import { SubmissionStatisticsService } from '../submission/submission-statistics.service';
import { SubmissionStatisticsQueryDto } from './home.dto';

/**
 * The home page's lists, each read from the module that owns it (the carousel and announcements are
 * served by their own modules).
 */
@Controller('api')
export class HomeController {
  constructor(
    private readonly contests: RecentContests,
    private readonly problems: RecentProblems,
    private readonly statistics: SubmissionStatisticsService,
  ) {}

  @Public()
  @Get('get-recent-contest')
  recentContests(): Promise<RecentContestResponse[]> {
    return this.contests.upcoming();
  }

  @Public()
  @Get('get-recent-updated-problem')
  recentUpdatedProblems(): Promise<RecentUpdatedProblemResponse[]> {
    return this.problems.updated();
  }

  @Public()
  @Get('get-last-week-submission-statistics')
  lastWeekSubmissions(
    @Query() query: SubmissionStatisticsQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<SubmissionStatisticsView> {
    return this.statistics.lastWeek(!!query.forceRefresh && power(user, 'refreshes-statistics'));
  }
}
