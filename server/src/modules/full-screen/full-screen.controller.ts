import { Controller, Get, Query } from '@nestjs/common';
import type { FullScreenProblemView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { ContestProblemService } from '../contest/contest-problem.service';
import { TrainingService } from '../training/training.service';
import { FullScreenListQueryDto } from './full-screen.dto';

/**
 * HOJ's focus-mode problem list: the problems of a training (`tid`, first as HOJ reads it) or of a
 * contest (`cid`), each with the viewer's own status, under each one's own access rules.
 */
@Controller('api')
export class FullScreenController {
  constructor(
    private readonly contests: ContestProblemService,
    private readonly trainings: TrainingService,
  ) {}

  @Authenticated()
  @Get('get-full-screen-problem-list')
  list(
    @Query() query: FullScreenListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<FullScreenProblemView[]> {
    if (query.tid !== undefined) return this.trainings.fullScreenList(query.tid, user);
    return this.contests.fullScreenList(query.cid!, user);
  }
}
