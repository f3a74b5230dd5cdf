import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Permission, type ActionAllowance } from '@verdict/common';
import { Authenticated, CurrentUser, Permissions, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { readUpload } from '../../common/upload/read-upload';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { AVATAR_MAX_BYTES } from '../user/user-profile.service';
import { GROUP_MESSAGES } from './group-messages';
import {
  GroupIdQueryDto,
  GroupInputDto,
  GroupListQueryDto,
  type GroupCardResponse,
  type GroupDetailResponse,
} from './group.dto';
import { GroupService } from './group.service';

/** HOJ group/GroupController, plus the group avatar upload of file/ImageController. */
@Controller('api')
export class GroupController {
  constructor(private readonly groups: GroupService) {}

  @Get('get-group-list')
  @Public()
  list(@Query() query: GroupListQueryDto, @CurrentUser() user?: AuthUser): Promise<Page<GroupCardResponse>> {
    return this.groups.list(query, user);
  }

  @Get('get-group-detail')
  @Authenticated()
  detail(
    @Query() query: GroupIdQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<GroupCardResponse | GroupDetailResponse> {
    return this.groups.detail(query.gid, user);
  }

  @Get('get-group-auth')
  @Authenticated()
  auth(@Query() query: GroupIdQueryDto, @CurrentUser() user: AuthUser): Promise<number> {
    return this.groups.authOf(query.gid, user);
  }

  @Get('get-group-access')
  @Authenticated()
  access(@Query() query: GroupIdQueryDto, @CurrentUser() user: AuthUser): Promise<{ access: boolean }> {
    return this.groups.access(query.gid, user);
  }

  /** Not HOJ's: whether the user may create a group now, and why not, shown before the form. */
  @Get('get-group-creation-rule')
  @Authenticated()
  creationRule(@CurrentUser() user: AuthUser): Promise<ActionAllowance> {
    return this.groups.creationAllowance(user);
  }

  @PostOk('group')
  @Permissions(Permission.GROUP_ADD)
  create(@Body() dto: GroupInputDto, @CurrentUser() user: AuthUser): Promise<GroupDetailResponse> {
    return this.groups.create(dto, user);
  }

  @Put('group')
  @Authenticated()
  update(@Body() dto: GroupInputDto, @CurrentUser() user: AuthUser): Promise<GroupDetailResponse> {
    return this.groups.update(dto, user);
  }

  @DeleteOk('group')
  @Permissions(Permission.GROUP_DEL)
  disband(@Query() query: GroupIdQueryDto, @CurrentActor() user: Actor): Promise<void> {
    return this.groups.disband(query.gid, user);
  }

  @PostOk('file/upload-group-avatar')
  @Authenticated()
  async uploadAvatar(
    @Req() request: FastifyRequest,
    @CurrentUser() user: AuthUser,
  ): Promise<GroupDetailResponse> {
    const file = await readUpload(request, 'image', AVATAR_MAX_BYTES, GROUP_MESSAGES.avatarTooLarge);
    return this.groups.uploadAvatar(file, user);
  }
}
