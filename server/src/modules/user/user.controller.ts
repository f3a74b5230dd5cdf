import { Body, Controller, Get, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { hasPermission, Permission, ROLE_NAMES, RoleId } from '@verdict/common';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { ChangeUserInfoDto, UserInfoResponse, UserLookupQueryDto } from './user.dto';
import { HeatmapResponse, UserHomeResponse } from './user-home.dto';
import { UserHomeService } from './user-home.service';
import { readUpload } from '../../common/upload/read-upload';
import { PostOk } from '../../common/http/post-ok.decorator';
import { AVATAR_MAX_BYTES, UserProfileService } from './user-profile.service';

@Controller('api')
export class UserController {
  constructor(
    private readonly home: UserHomeService,
    private readonly profile: UserProfileService,
  ) {}

  @Authenticated()
  @Get('get-user-auth-info')
  authInfo(@CurrentUser() user: AuthUser): { roles: string[]; permissions: string[] } {
    return {
      roles: [ROLE_NAMES[user.role as RoleId]],
      permissions: Object.values(Permission).filter((permission) => hasPermission(user.role, permission)),
    };
  }

  @Public()
  @Get('get-user-home-info')
  homeInfo(@Query() query: UserLookupQueryDto, @CurrentUser() viewer?: AuthUser): Promise<UserHomeResponse> {
    return this.home.home(query.uid, query.username, viewer?.uid);
  }

  @Public()
  @Get('get-user-calendar-heatmap')
  heatmap(@Query() query: UserLookupQueryDto, @CurrentUser() viewer?: AuthUser): Promise<HeatmapResponse> {
    return this.home.heatmap(query.uid, query.username, viewer?.uid);
  }

  @Authenticated()
  @PostOk('change-userInfo')
  changeUserInfo(@CurrentUser() user: AuthUser, @Body() dto: ChangeUserInfoDto): Promise<UserInfoResponse> {
    return this.profile.changeInfo(user.uid, dto);
  }

  @Authenticated()
  @PostOk('file/upload-avatar')
  async uploadAvatar(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ): Promise<UserInfoResponse> {
    const file = await readUpload(request, 'image', AVATAR_MAX_BYTES, 'The file size exceeds the 2 MB limit');
    return this.profile.uploadAvatar(user.uid, file);
  }
}
