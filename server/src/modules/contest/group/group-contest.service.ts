import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { badRequest } from '../../../common/http/app.exception';
import type { Page } from '../../../common/http/pagination';
import { ContestAdminService } from '../contest-admin.service';
import type { AdminContestResponse, ContestResponse } from '../contest-view';
import { ContestService } from '../contest.service';
import { GroupContestAccess } from './group-contest-access';
import {
  GROUP_CONTEST_MESSAGES,
  type GroupAdminContestListQueryDto,
  type GroupContestDto,
  type GroupContestListQueryDto,
} from './group-contest.dto';

/**
 * A group's contests: contests with the group's `gid`, made and
 * managed with the site admin's code. They never show in the site's lists; members browse the
 * visible ones here and take part through the contest routes, whose rules let only members in.
 */
@Injectable()
export class GroupContestService {
  constructor(
    private readonly access: GroupContestAccess,
    private readonly contests: ContestService,
    private readonly admin: ContestAdminService,
  ) {}

  /** The group's visible contests, shaped and ordered as the public contest list. */
  async list(query: GroupContestListQueryDto, viewer: AuthUser): Promise<Page<ContestResponse>> {
    await this.access.requireMember(viewer, query.gid);
    return this.contests.list(query, query.gid);
  }

  /** Every contest of the group, hidden ones too (group admins). */
  async adminList(
    query: GroupAdminContestListQueryDto,
    viewer: AuthUser,
  ): Promise<Page<AdminContestResponse>> {
    await this.access.requireAdmin(viewer, query.gid);
    return this.admin.list(query, viewer, query.gid);
  }

  async get(cid: number, viewer: AuthUser): Promise<AdminContestResponse> {
    const { contest } = await this.access.requireManageable(viewer, cid);
    return this.admin.viewOf(contest);
  }

  async create(dto: GroupContestDto, viewer: AuthUser): Promise<AdminContestResponse> {
    const group = await this.access.requireAdmin(viewer, dto.gid);
    return this.admin.create(dto, viewer, group.id);
  }

  /** The form again; a contest stays in its group whatever `gid` says. */
  async update(dto: GroupContestDto, viewer: AuthUser): Promise<void> {
    if (dto.id === undefined) throw badRequest(GROUP_CONTEST_MESSAGES.idRequired);
    const { contest } = await this.access.requireManageable(viewer, dto.id);
    await this.admin.updateContest(contest, dto);
  }

  async delete(cid: number, viewer: AuthUser): Promise<void> {
    const { contest } = await this.access.requireManageable(viewer, cid);
    await this.admin.remove(contest);
  }

  async changeVisible(cid: number, visible: boolean, viewer: AuthUser): Promise<void> {
    const { contest } = await this.access.requireManageable(viewer, cid);
    await this.admin.setVisible(contest, visible);
  }
}
