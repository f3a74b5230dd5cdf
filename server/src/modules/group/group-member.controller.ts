import { Body, Controller, Delete, Get, Ip, Put, Query } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import {
  GroupApplyQueryDto,
  GroupIdQueryDto,
  GroupMemberDeleteQueryDto,
  GroupMemberListQueryDto,
  GroupMemberUpdateDto,
  type GroupMemberResponse,
} from './group.dto';
import { GroupMemberService } from './group-member.service';

/** HOJ group/GroupMemberController. */
@Controller('api/group')
@Authenticated()
export class GroupMemberController {
  constructor(private readonly members: GroupMemberService) {}

  @Get('get-member-list')
  memberList(
    @Query() query: GroupMemberListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<GroupMemberResponse>> {
    return this.members.memberList(query, user);
  }

  @Get('get-apply-list')
  applyList(
    @Query() query: GroupMemberListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<GroupMemberResponse>> {
    return this.members.applyList(query, user);
  }

  /** Answers the auth the applicant now has: 3 when joined, 1 when waiting for review. */
  @PostOk('member')
  apply(
    @Query() query: GroupApplyQueryDto,
    @CurrentUser() user: AuthUser,
    @Ip() ip: string,
  ): Promise<{ auth: number }> {
    return this.members.apply(query, user, ip);
  }

  @Put('member')
  async update(@Body() dto: GroupMemberUpdateDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.members.update(dto, user);
    return null;
  }

  /** Answers whether the group went too (a super admin removing its owner disbands it). */
  @Delete('member')
  remove(
    @Query() query: GroupMemberDeleteQueryDto,
    @CurrentActor() user: Actor,
  ): Promise<{ disbanded: boolean }> {
    return this.members.remove(query.gid, query.uid, user);
  }

  @Delete('member/exit')
  async exit(@Query() query: GroupIdQueryDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.members.exit(query.gid, user);
    return null;
  }
}
