import { Controller, Get, Query } from '@nestjs/common';
import { type RejudgeProgress, Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { SuccessMessage } from '../../../common/http/success-message.decorator';
import type { Actor } from '../../audit/actor';
import { CurrentActor } from '../../audit/current-actor.decorator';
import { ContestProblemQueryDto } from '../contest.dto';
import { ContestRejudgeService } from './contest-rejudge.service';

/** HOJ AdminJudgeController's contest rejudge, and its progress for the rejudge tab. */
@Controller('api/admin/judge')
@Roles(Role.ROOT)
export class ContestRejudgeController {
  constructor(private readonly rejudges: ContestRejudgeService) {}

  @Get('rejudge-contest-problem')
  @SuccessMessage('Rejudge successfully')
  rejudge(@Query() query: ContestProblemQueryDto, @CurrentActor() user: Actor): Promise<RejudgeProgress> {
    return this.rejudges.rejudge(query.cid, query.pid, user);
  }

  @Get('contest-rejudge-progress')
  progress(@Query() query: ContestProblemQueryDto, @CurrentUser() user: AuthUser): Promise<RejudgeProgress> {
    return this.rejudges.progress(query.cid, query.pid, user);
  }
}
