import { Body, Controller, Get, Ip, Query } from '@nestjs/common';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { ProblemDetailResponse } from '../problem/problem.dto';
import { TrainingProblemDetailService } from './training-problem-detail.service';
import { TrainingRankService } from './training-rank.service';
import {
  RegisterTrainingDto,
  TidQueryDto,
  TrainingProblemDetailQueryDto,
  TrainingListQueryDto,
  TrainingRankQueryDto,
  type TrainingProblemResponse,
  type TrainingRankResponse,
  type TrainingResponse,
} from './training.dto';
import { TrainingService } from './training.service';

/** The public training routes. */
@Controller('api')
export class TrainingController {
  constructor(
    private readonly trainings: TrainingService,
    private readonly ranks: TrainingRankService,
    private readonly problemDetails: TrainingProblemDetailService,
  ) {}

  @Public()
  @Get('get-training-list')
  list(
    @Query() query: TrainingListQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<Page<TrainingResponse>> {
    return this.trainings.list(query, user);
  }

  @Authenticated()
  @Get('get-training-detail')
  detail(@Query() query: TidQueryDto, @CurrentUser() user: AuthUser): Promise<TrainingResponse> {
    return this.trainings.detail(query.tid, user);
  }

  @Authenticated()
  @PostOk('register-training')
  register(@Body() dto: RegisterTrainingDto, @CurrentUser() user: AuthUser, @Ip() ip: string): Promise<void> {
    return this.trainings.register(dto.tid, dto.password, user, ip);
  }

  @Authenticated()
  @Get('get-training-access')
  access(@Query() query: TidQueryDto, @CurrentUser() user: AuthUser): Promise<{ access: boolean }> {
    return this.trainings.access(query.tid, user);
  }

  @Authenticated()
  @Get('get-training-problem-list')
  problems(@Query() query: TidQueryDto, @CurrentUser() user: AuthUser): Promise<TrainingProblemResponse[]> {
    return this.trainings.problemList(query.tid, user);
  }

  /** HOJ getTrainingProblem (`displayId`, the training as `cid`): the enter rule, its own problems only. */
  @Authenticated()
  @Get('get-training-problem-details')
  problem(
    @Query() query: TrainingProblemDetailQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ProblemDetailResponse> {
    return this.problemDetails.detail(query.tid ?? query.cid!, query.displayId, user);
  }

  @Authenticated()
  @Get('get-training-rank')
  rank(
    @Query() query: TrainingRankQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<TrainingRankResponse>> {
    return this.ranks.rank(query, user);
  }
}
