import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import type { Page } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { PostOk } from '../../../common/http/post-ok.decorator';
import { DeleteOk } from '../../../common/http/delete-ok.decorator';
import type { Actor } from '../../audit/actor';
import { CurrentActor } from '../../audit/current-actor.decorator';
import { DiscussionAdminService } from '../discussion-admin.service';
import { DiscussionIdQueryDto, type DiscussionResponse } from '../discussion.dto';
import {
  GroupDiscussionAdminListQueryDto,
  GroupDiscussionInputDto,
  GroupDiscussionListQueryDto,
} from './group-discussion.dto';
import { GroupDiscussionService } from './group-discussion.service';

/**
 * HOJ's GroupDiscussionController. Signed-in users only; the service checks the site's group
 * discussion switch and the viewer's place in the group. A post's detail, likes, reports and
 * comments go through the public discussion routes, which let only the group's members in.
 */
@Controller('api/group')
export class GroupDiscussionController {
  constructor(
    private readonly discussions: GroupDiscussionService,
    private readonly admin: DiscussionAdminService,
  ) {}

  @Get('get-discussion-list')
  @Authenticated()
  list(
    @Query() query: GroupDiscussionListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<DiscussionResponse>> {
    return this.discussions.list(query, user);
  }

  @Get('get-admin-discussion-list')
  @Authenticated()
  adminList(
    @Query() query: GroupDiscussionAdminListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<DiscussionResponse>> {
    return this.discussions.adminList(query, user);
  }

  @PostOk('discussion')
  @Authenticated()
  async add(@Body() dto: GroupDiscussionInputDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.discussions.add(dto, user);
    return null;
  }

  @Put('discussion')
  @Authenticated()
  async update(@Body() dto: GroupDiscussionInputDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.discussions.update(dto, user);
    return null;
  }

  @DeleteOk('discussion')
  @Authenticated()
  async remove(@Query() query: DiscussionIdQueryDto, @CurrentActor() user: Actor): Promise<void> {
    await this.admin.deleted(await this.discussions.remove(query.did, user), user);
  }
}
