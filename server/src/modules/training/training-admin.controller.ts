import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { Role, type AdminTrainingProblemList } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { TrainingAdminService } from './training-admin.service';
import type { AdminTrainingFormResponse } from './training-form';
import { TrainingProblemAdminService } from './training-problem-admin.service';
import {
  AddTrainingProblemDto,
  AdminTrainingListQueryDto,
  AdminTrainingProblemListQueryDto,
  ChangeTrainingStatusDto,
  TidQueryDto,
  TrainingFormDto,
  TrainingProblemQueryDto,
  UpdateTrainingProblemDto,
  type AdminTrainingResponse,
} from './training.dto';

/** `/api/admin/training`, with HOJ's role per route. */
@Controller('api/admin/training')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class TrainingAdminController {
  constructor(
    private readonly admin: TrainingAdminService,
    private readonly problems: TrainingProblemAdminService,
  ) {}

  @Get('get-training-list')
  list(@Query() query: AdminTrainingListQueryDto): Promise<Page<AdminTrainingResponse>> {
    return this.admin.list(query);
  }

  @Get()
  get(@Query() query: TidQueryDto): Promise<AdminTrainingFormResponse> {
    return this.admin.get(query.tid);
  }

  @PostOk()
  create(@Body() dto: TrainingFormDto, @CurrentUser() user: AuthUser): Promise<AdminTrainingResponse> {
    return this.admin.create(dto, user);
  }

  @Put()
  update(@Body() dto: TrainingFormDto): Promise<void> {
    return this.admin.update(dto);
  }

  @Delete()
  @Roles(Role.ROOT)
  remove(@Query() query: TidQueryDto): Promise<void> {
    return this.admin.delete(query.tid);
  }

  @Put('change-training-status')
  changeStatus(@Query() query: ChangeTrainingStatusDto): Promise<void> {
    return this.admin.changeStatus(query.tid, query.status);
  }

  @Get('get-problem-list')
  problemList(@Query() query: AdminTrainingProblemListQueryDto): Promise<AdminTrainingProblemList> {
    return this.problems.list(query);
  }

  @PostOk('add-problem-from-public')
  addProblem(@Body() dto: AddTrainingProblemDto): Promise<void> {
    return this.problems.add(dto);
  }

  @Put('problem')
  @Roles(Role.ROOT, Role.PROBLEM_ADMIN)
  updateProblem(@Body() dto: UpdateTrainingProblemDto): Promise<void> {
    return this.problems.update(dto);
  }

  @Delete('problem')
  @Roles(Role.ROOT, Role.PROBLEM_ADMIN)
  removeProblem(@Query() query: TrainingProblemQueryDto): Promise<void> {
    return this.problems.remove(query.tid, query.pid);
  }
}
