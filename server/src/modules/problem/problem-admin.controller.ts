import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import { type AdminProblemView, Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import {
  AdminProblemListQueryDto,
  ChangeProblemAuthDto,
  CompileDto,
  PidQueryDto,
  ProblemDto,
} from './problem-admin.dto';
import { ProblemAdminService } from './problem-admin.service';

/**
 * `/api/admin/problem`. Its case list is the test-data module's
 * (`ProblemCaseAdminController`) and its copy the transfer module's (`ProblemCopyController`).
 */
@Controller('api/admin/problem')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class ProblemAdminController {
  constructor(private readonly admin: ProblemAdminService) {}

  @Get('get-problem-list')
  list(@Query() query: AdminProblemListQueryDto): Promise<Page<AdminProblemView<Date>>> {
    return this.admin.list(query);
  }

  @Get()
  get(@Query() query: PidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminProblemView<Date>> {
    return this.admin.formOf(query.pid, user);
  }

  @PostOk()
  create(
    @Body() dto: ProblemDto,
    @CurrentUser() user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    return this.admin.create(dto, user.username);
  }

  @Put()
  update(@Body() dto: ProblemDto, @CurrentActor() user: Actor): Promise<void> {
    return this.admin.updateManaged(dto, user);
  }

  @Delete()
  @Roles(Role.ROOT, Role.PROBLEM_ADMIN)
  remove(@Query() query: PidQueryDto): Promise<void> {
    return this.admin.delete(query.pid);
  }

  @Put('change-problem-auth')
  changeAuth(@Body() dto: ChangeProblemAuthDto, @CurrentActor() user: Actor): Promise<void> {
    return this.admin.changeAuthManaged(dto.id, dto.auth, user);
  }

  @PostOk('compile-spj')
  compileSpj(@Body() dto: CompileDto): Promise<void> {
    return this.admin.compileChecker(dto, 'checker');
  }

  @PostOk('compile-interactive')
  compileInteractive(@Body() dto: CompileDto): Promise<void> {
    return this.admin.compileChecker(dto, 'interactor');
  }
}
