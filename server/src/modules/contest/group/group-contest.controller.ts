import { Body, Controller, Delete, Get, Put, Query } from '@nestjs/common';
import type { AdminContestProblemList, ContestProblemLinkView } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import type { Page } from '../../../common/http/pagination';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { DeleteOk } from '../../../common/http/delete-ok.decorator';
import { ContestAnnouncementService } from '../contest-announcement.service';
import type { AdminContestResponse, ContestAnnouncementResponse, ContestResponse } from '../contest-view';
import {
  AddContestProblemDto,
  AdminContestProblemListQueryDto,
  ChangeContestVisibleDto,
  CidQueryDto,
  ContestAnnouncementDto,
  ContestAnnouncementListQueryDto,
  ContestProblemCreateDto,
  ContestProblemDto,
  ContestProblemQueryDto,
} from '../contest.dto';
import { GroupContestAccess } from './group-contest-access';
import { GroupContestProblemService } from './group-contest-problem.service';
import {
  AddGroupContestProblemQueryDto,
  GroupAdminContestListQueryDto,
  GroupContestAnnouncementQueryDto,
  GroupContestDto,
  GroupContestListQueryDto,
} from './group-contest.dto';
import { GroupContestService } from './group-contest.service';

/** HOJ group/GroupContestController: a group's contests, their problems and announcements. */
@Controller('api/group')
@Authenticated()
export class GroupContestController {
  constructor(
    private readonly contests: GroupContestService,
    private readonly problems: GroupContestProblemService,
    private readonly access: GroupContestAccess,
    private readonly announcements: ContestAnnouncementService,
  ) {}

  @Get('get-contest-list')
  list(
    @Query() query: GroupContestListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestResponse>> {
    return this.contests.list(query, user);
  }

  @Get('get-admin-contest-list')
  adminList(
    @Query() query: GroupAdminContestListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<AdminContestResponse>> {
    return this.contests.adminList(query, user);
  }

  @Get('contest')
  get(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<AdminContestResponse> {
    return this.contests.get(query.cid, user);
  }

  @PostOk('contest')
  create(@Body() dto: GroupContestDto, @CurrentUser() user: AuthUser): Promise<AdminContestResponse> {
    return this.contests.create(dto, user);
  }

  @Put('contest')
  update(@Body() dto: GroupContestDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.contests.update(dto, user);
  }

  @DeleteOk('contest')
  remove(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.contests.delete(query.cid, user);
  }

  @Put('change-contest-visible')
  changeVisible(@Query() query: ChangeContestVisibleDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.contests.changeVisible(query.cid, query.visible, user);
  }

  @Get('get-contest-problem-list')
  problemList(
    @Query() query: AdminContestProblemListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AdminContestProblemList<Date>> {
    return this.problems.list(query, user);
  }

  /** A problem made for the contest: the problem form plus `cid` and the contest `displayId`. */
  @PostOk('contest-problem')
  createProblem(
    @Body() dto: ContestProblemCreateDto,
    @CurrentUser() user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    return this.problems.create(dto, user);
  }

  @Get('contest-problem')
  contestProblem(
    @Query() query: ContestProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.problems.get(query.cid, query.pid, user);
  }

  @Put('contest-problem')
  updateContestProblem(
    @Body() dto: ContestProblemDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.problems.update(dto, user);
  }

  /** Takes the problem out of the contest; the problem itself stays. */
  @Delete('contest-problem')
  removeProblem(@Query() query: ContestProblemQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.problems.remove(query.cid, query.pid, user);
  }

  @PostOk('add-contest-problem-from-public')
  addFromPublic(
    @Body() dto: AddContestProblemDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.problems.addFromPublic(dto, user);
  }

  @PostOk('add-contest-problem-from-group')
  addFromGroup(
    @Query() query: AddGroupContestProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestProblemLinkView<Date>> {
    return this.problems.addFromGroup(query, user);
  }

  @Get('get-contest-announcement-list')
  async announcementList(
    @Query() query: ContestAnnouncementListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestAnnouncementResponse>> {
    await this.access.requireManageable(user, query.cid);
    return this.announcements.adminList(query.cid, query);
  }

  @PostOk('contest-announcement')
  async createAnnouncement(
    @Body() dto: ContestAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestAnnouncementResponse> {
    await this.access.requireManageable(user, dto.cid);
    return this.announcements.create(dto, user);
  }

  @Put('contest-announcement')
  async updateAnnouncement(
    @Body() dto: ContestAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    await this.access.requireManageable(user, dto.cid);
    await this.announcements.update(dto);
  }

  @DeleteOk('contest-announcement')
  async deleteAnnouncement(
    @Query() query: GroupContestAnnouncementQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    await this.access.requireManageable(user, query.cid);
    await this.announcements.require(query.aid, query.cid);
    await this.announcements.delete(query.aid);
  }
}
