import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import type { AdminTrainingProblemList, HomeworkRankRow } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import type { Page } from '../../../common/http/pagination';
import { PostOk } from '../../../common/http/post-ok.decorator';
import type { AdminTrainingFormResponse } from '../training-form';
import {
  AddTrainingProblemDto,
  UpdateTrainingProblemDto,
  type AdminTrainingResponse,
  type TrainingResponse,
} from '../training.dto';
import { GroupHomeworkService } from './group-homework.service';
import { GroupTrainingProblemService } from './group-training-problem.service';
import {
  AddGroupProblemQueryDto,
  GroupTidQueryDto,
  GroupTrainingFormDto,
  GroupTrainingPageQueryDto,
  GroupTrainingProblemListQueryDto,
  GroupTrainingProblemQueryDto,
  GroupTrainingStatusDto,
  HomeworkRankQueryDto,
} from './group-training.dto';
import { GroupTrainingService } from './group-training.service';

/**
 * HOJ group/GroupTrainingController, plus the group homework routes (the homework list and the
 * admin's homework rank) in HOJ's naming style.
 */
@Controller('api/group')
@Authenticated()
export class GroupTrainingController {
  constructor(
    private readonly trainings: GroupTrainingService,
    private readonly problems: GroupTrainingProblemService,
    private readonly homework: GroupHomeworkService,
  ) {}

  @Get('get-training-list')
  list(
    @Query() query: GroupTrainingPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<TrainingResponse>> {
    return this.trainings.list(query, user);
  }

  @Get('get-admin-training-list')
  adminList(
    @Query() query: GroupTrainingPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<AdminTrainingResponse>> {
    return this.trainings.adminList(query, user);
  }

  @Get('training')
  get(@Query() query: GroupTidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminTrainingFormResponse> {
    return this.trainings.get(query.tid, user);
  }

  @PostOk('training')
  create(@Body() dto: GroupTrainingFormDto, @CurrentUser() user: AuthUser): Promise<AdminTrainingResponse> {
    return this.trainings.create(dto, user);
  }

  @Put('training')
  update(@Body() dto: GroupTrainingFormDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.trainings.update(dto, user);
  }

  @Delete('training')
  remove(@Query() query: GroupTidQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.trainings.delete(query.tid, user);
  }

  @Put('change-training-status')
  changeStatus(@Query() query: GroupTrainingStatusDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.trainings.changeStatus(query.tid, query.status, user);
  }

  @Get('get-training-problem-list')
  problemList(
    @Query() query: GroupTrainingProblemListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminTrainingProblemList> {
    return this.problems.list(query, user);
  }

  @Put('training-problem')
  updateProblem(@Body() dto: UpdateTrainingProblemDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.update(dto, user);
  }

  @Delete('training-problem')
  removeProblem(@Query() query: GroupTrainingProblemQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.remove(query.tid, query.pid, user);
  }

  @PostOk('add-training-problem-from-public')
  addFromPublic(@Body() dto: AddTrainingProblemDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.addFromPublic(dto, user);
  }

  @PostOk('add-training-problem-from-group')
  addFromGroup(@Query() query: AddGroupProblemQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.addFromGroup(query.problemId, query.tid, user);
  }

  @Get('get-homework-list')
  homeworkList(
    @Query() query: GroupTrainingPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<TrainingResponse>> {
    return this.homework.list(query, user);
  }

  @Get('get-homework-rank')
  homeworkRank(
    @Query() query: HomeworkRankQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<HomeworkRankRow>> {
    return this.homework.rank(query, user);
  }
}
