import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import {
  type AdminContestProblemList,
  type AdminProblemView,
  type ContestProblemLinkView,
  Role,
} from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { ProblemAdminService } from '../problem/problem-admin.service';
import { PidQueryDto, ProblemDto } from '../problem/problem-admin.dto';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { ContestAdminService } from './contest-admin.service';
import { ContestAnnouncementService } from './contest-announcement.service';
import type { AdminContestResponse, ContestAnnouncementResponse } from './contest-view';
import {
  AddContestProblemDto,
  AdminContestDto,
  AdminContestListQueryDto,
  AdminContestProblemListQueryDto,
  AnnouncementIdQueryDto,
  ChangeContestVisibleDto,
  CidQueryDto,
  ContestAnnouncementDto,
  ContestAnnouncementListQueryDto,
  ContestProblemCreateDto,
  ContestProblemDto,
  ContestProblemQueryDto,
} from './contest.dto';

/**
 * `/api/admin/contest`. Admin roles reach these routes; each
 * contest is managed by its author and super admins only.
 */
@Controller('api/admin/contest')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class ContestAdminController {
  constructor(
    private readonly admin: ContestAdminService,
    private readonly announcements: ContestAnnouncementService,
    private readonly problemAdmin: ProblemAdminService,
  ) {}

  @Get('get-contest-list')
  list(
    @Query() query: AdminContestListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<AdminContestResponse>> {
    return this.admin.list(query, user);
  }

  @Get()
  get(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminContestResponse> {
    return this.admin.get(query.cid, user);
  }

  @PostOk()
  create(@Body() dto: AdminContestDto, @CurrentUser() user: AuthUser): Promise<AdminContestResponse> {
    return this.admin.create(dto, user);
  }

  @Put()
  update(@Body() dto: AdminContestDto, @CurrentActor() user: Actor): Promise<void> {
    return this.admin.update(dto, user);
  }

  @Delete()
  @Roles(Role.ROOT)
  remove(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.admin.delete(query.cid, user);
  }

  @Put('change-contest-visible')
  changeVisible(@Query() query: ChangeContestVisibleDto, @CurrentActor() user: Actor): Promise<void> {
    return this.admin.changeVisible(query.cid, query.visible, user);
  }

  @Get('clone')
  clone(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminContestResponse> {
    return this.admin.clone(query.cid, user);
  }

  @Get('get-problem-list')
  problemList(
    @Query() query: AdminContestProblemListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminContestProblemList<Date>> {
    return this.admin.problemList(query, user);
  }

  @PostOk('add-problem-from-public')
  addFromPublic(
    @Body() dto: AddContestProblemDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.admin.addProblem(dto, user);
  }

  @Get('contest-problem')
  contestProblem(
    @Query() query: ContestProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.admin.contestProblem(query.cid, query.pid, user);
  }

  @Put('contest-problem')
  updateContestProblem(
    @Body() dto: ContestProblemDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.admin.updateContestProblem(dto, user);
  }

  @Get('problem')
  problem(@Query() query: PidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminProblemView<Date>> {
    return this.problemAdmin.formOf(query.pid, user);
  }

  /** A problem made for the contest: the problem form plus `cid` and the contest `displayId`. */
  @PostOk('problem')
  createProblem(
    @Body() dto: ContestProblemCreateDto,
    @CurrentUser() user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    return this.admin.createProblem(dto, user);
  }

  @Put('problem')
  editProblem(@Body() dto: ProblemDto, @CurrentActor() user: Actor): Promise<void> {
    return this.problemAdmin.updateManaged(dto, user);
  }

  /** Takes the problem out of the contest; the problem itself stays. */
  @Delete('problem')
  @Roles(Role.ROOT, Role.PROBLEM_ADMIN)
  removeProblem(@Query() query: ContestProblemQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.admin.removeProblem(query.cid, query.pid, user);
  }

  @Get('announcement')
  async announcementList(
    @Query() query: ContestAnnouncementListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestAnnouncementResponse>> {
    await this.admin.requireManaged(query.cid, user);
    return this.announcements.adminList(query.cid, query);
  }

  @PostOk('announcement')
  async createAnnouncement(
    @Body() dto: ContestAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestAnnouncementResponse> {
    await this.admin.requireManaged(dto.cid, user);
    return this.announcements.create(dto, user);
  }

  @Put('announcement')
  async updateAnnouncement(
    @Body() dto: ContestAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    await this.admin.requireManaged(dto.cid, user);
    await this.announcements.update(dto);
  }

  @Delete('announcement')
  async deleteAnnouncement(
    @Query() query: AnnouncementIdQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    const announcement = await this.announcements.require(query.aid);
    await this.admin.requireManaged(announcement.cid, user);
    await this.announcements.delete(query.aid);
  }
}
