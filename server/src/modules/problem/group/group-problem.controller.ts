import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import type { AdminProblemView, GroupProblemCreatedView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import type { Page } from '../../../common/http/pagination';
import { PostOk } from '../../../common/http/post-ok.decorator';
import type { TagResponse } from '../../tag/tag.dto';
import type { ProblemCaseResponse } from '../../test-data/test-data.dto';
import { CompileDto, ProblemDto } from '../problem-admin.dto';
import type { ProblemListItem } from '../problem.dto';
import {
  ApplyPublicQueryDto,
  ChangeGroupProblemAuthQueryDto,
  GroupGidQueryDto,
  GroupPidQueryDto,
  GroupProblemCasesQueryDto,
  GroupProblemPageQueryDto,
} from './group-problem.dto';
import { GroupProblemService } from './group-problem.service';

/** HOJ group/GroupProblemController: a group's problems. */
@Controller('api/group')
@Authenticated()
export class GroupProblemController {
  constructor(private readonly problems: GroupProblemService) {}

  @Get('get-problem-list')
  list(
    @Query() query: GroupProblemPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ProblemListItem>> {
    return this.problems.list(query, user);
  }

  @Get('get-admin-problem-list')
  adminList(
    @Query() query: GroupProblemPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<AdminProblemView<Date>>> {
    return this.problems.adminList(query, user);
  }

  @Get('problem')
  get(@Query() query: GroupPidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminProblemView<Date>> {
    return this.problems.get(query.pid, user);
  }

  @PostOk('problem')
  create(@Body() dto: ProblemDto, @CurrentUser() user: AuthUser): Promise<GroupProblemCreatedView> {
    return this.problems.create(dto, user);
  }

  @Put('problem')
  update(@Body() dto: ProblemDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.update(dto, user);
  }

  @Delete('problem')
  remove(@Query() query: GroupPidQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.delete(query.pid, user);
  }

  @Get('get-problem-cases')
  cases(
    @Query() query: GroupProblemCasesQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ProblemCaseResponse[]> {
    return this.problems.cases(query.pid, user);
  }

  @Get('get-all-problem-tags')
  tags(@Query() query: GroupGidQueryDto, @CurrentUser() user: AuthUser): Promise<TagResponse[]> {
    return this.problems.tagsOf(query.gid, user);
  }

  @PostOk('compile-spj')
  compileSpj(
    @Query() query: GroupGidQueryDto,
    @Body() dto: CompileDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.problems.compile(query.gid, dto, 'checker', user);
  }

  @PostOk('compile-interactive')
  compileInteractive(
    @Query() query: GroupGidQueryDto,
    @Body() dto: CompileDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.problems.compile(query.gid, dto, 'interactor', user);
  }

  @Put('change-problem-auth')
  changeAuth(@Query() query: ChangeGroupProblemAuthQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.changeAuth(query.pid, query.auth, user);
  }

  @Put('apply-public')
  applyPublic(@Query() query: ApplyPublicQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.applyPublic(query.pid, query.isApplied, user);
  }
}
