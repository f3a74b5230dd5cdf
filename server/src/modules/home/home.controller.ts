import { Controller, Get, Query } from '@nestjs/common';
import { isAdminRole, type SubmissionStatisticsView } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { CurrentUser, Public } from '../../common/auth/access.decorators';
import {
  SubmissionStatisticsQueryDto,
  type RecentContestResponse,
  type RecentUpdatedProblemResponse,
} from './home.dto';
import { HomeService } from './home.service';
import { SubmissionStatisticsService } from './submission-statistics.service';

/** HOJ HomeController's lists (the carousel and announcements live with their own modules). */
@Controller('api')
export class HomeController {
  constructor(
    private readonly home: HomeService,
    private readonly statistics: SubmissionStatisticsService,
  ) {}

  @Public()
  @Get('get-recent-contest')
  recentContests(): Promise<RecentContestResponse[]> {
    return this.home.recentContests();
  }

  @Public()
  @Get('get-recent-updated-problem')
  recentUpdatedProblems(): Promise<RecentUpdatedProblemResponse[]> {
    return this.home.recentUpdatedProblems();
  }

  @Public()
  @Get('get-last-week-submission-statistics')
  lastWeekSubmissions(
    @Query() query: SubmissionStatisticsQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<SubmissionStatisticsView> {
    return this.statistics.lastWeek(!!query.forceRefresh && !!user && isAdminRole(user.role));
  }
}
