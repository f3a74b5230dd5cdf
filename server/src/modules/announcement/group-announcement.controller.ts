import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { Authenticated, CurrentUser } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { GroupPageQueryDto } from '../group/group.dto';
import {
  GroupAnnouncementIdQueryDto,
  GroupAnnouncementInputDto,
  type GroupAnnouncementResponse,
} from './group-announcement.dto';
import { GroupAnnouncementService } from './group-announcement.service';

/** HOJ group/GroupAnnouncementController. */
@Controller('api/group')
@Authenticated()
export class GroupAnnouncementController {
  constructor(private readonly announcements: GroupAnnouncementService) {}

  @Get('get-announcement-list')
  visible(
    @Query() query: GroupPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<GroupAnnouncementResponse>> {
    return this.announcements.visible(query, user);
  }

  @Get('get-admin-announcement-list')
  all(
    @Query() query: GroupPageQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<GroupAnnouncementResponse>> {
    return this.announcements.all(query, user);
  }

  @PostOk('announcement')
  create(
    @Body() dto: GroupAnnouncementInputDto,
    @CurrentUser() user: AuthUser,
  ): Promise<GroupAnnouncementResponse> {
    return this.announcements.create(dto, user);
  }

  @Put('announcement')
  update(
    @Body() dto: GroupAnnouncementInputDto,
    @CurrentUser() user: AuthUser,
  ): Promise<GroupAnnouncementResponse> {
    return this.announcements.update(dto, user);
  }

  @DeleteOk('announcement')
  delete(@Query() query: GroupAnnouncementIdQueryDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.announcements.delete(query.aid, user);
  }
}
