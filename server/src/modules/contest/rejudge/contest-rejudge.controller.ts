import { Controller, Get, Query } from '@nestjs/common';
import { type RejudgeProgress, Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { EnvelopeResult } from '../../../common/http/envelope';
import { ContestProblemQueryDto } from '../contest.dto';
import { ContestRejudgeService } from './contest-rejudge.service';

/** HOJ AdminJudgeController's contest rejudge, and its progress for the rejudge tab. */
@Controller('api/admin/judge')
@Roles(Role.ROOT)
export class ContestRejudgeController {
  constructor(private readonly rejudges: ContestRejudgeService) {}

  @Get('rejudge-contest-problem')
  async rejudge(
    @Query() query: ContestProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<EnvelopeResult<RejudgeProgress>> {
    return new EnvelopeResult(
      await this.rejudges.rejudge(query.cid, query.pid, user),
      'Rejudge successfully',
    );
  }

  @Get('contest-rejudge-progress')
  progress(@Query() query: ContestProblemQueryDto, @CurrentUser() user: AuthUser): Promise<RejudgeProgress> {
    return this.rejudges.progress(query.cid, query.pid, user);
  }
}
