import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import {
  Permission,
  Role,
  type ActionAllowance,
  type DiscussionCategoryView,
  type Page,
} from '@verdict/common';
import { Authenticated, CurrentUser, Permissions, Public, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { DiscussionAdminService } from './discussion-admin.service';
import { DiscussionCategoryService } from './discussion-category.service';
import { DiscussionLikeService } from './discussion-like.service';
import { DiscussionReportService } from './discussion-report.service';
import {
  DiscussionIdQueryDto,
  DiscussionInputDto,
  DiscussionLikeQueryDto,
  DiscussionListQueryDto,
  DiscussionReportInputDto,
  toCategoryInputs,
  type DiscussionResponse,
} from './discussion.dto';
import { DiscussionService } from './discussion.service';

/**
 * HOJ's DiscussionController. Reading is public while the site's discussion area is open; posting,
 * editing and deleting need the discussion permissions, which roles barred from posting lack.
 */
@Controller('api')
export class DiscussionController {
  constructor(
    private readonly discussions: DiscussionService,
    private readonly categories: DiscussionCategoryService,
    private readonly likes: DiscussionLikeService,
    private readonly reports: DiscussionReportService,
    private readonly admin: DiscussionAdminService,
  ) {}

  @Get('discussion-category')
  @Public()
  listCategories(): Promise<DiscussionCategoryView[]> {
    return this.categories.list();
  }

  @PostOk('discussion-category')
  @Roles(Role.ROOT)
  saveCategories(@Body() body: unknown): Promise<DiscussionCategoryView[]> {
    return this.categories.save(toCategoryInputs(body));
  }

  @Get('get-discussion-list')
  @Public()
  list(
    @Query() query: DiscussionListQueryDto,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<Page<DiscussionResponse>> {
    return this.discussions.list(query, user);
  }

  @Get('get-discussion-detail')
  @Public()
  detail(
    @Query() query: DiscussionIdQueryDto,
    @CurrentUser() user: AuthUser | undefined,
  ): Promise<DiscussionResponse> {
    return this.discussions.detail(query.did, user);
  }

  /** Not HOJ's: whether the user may post now, and why not, shown before the form. */
  @Get('get-discussion-posting-rule')
  @Authenticated()
  postingRule(@CurrentUser() user: AuthUser): Promise<ActionAllowance> {
    return this.discussions.postingAllowance(user);
  }

  @PostOk('discussion')
  @Permissions(Permission.DISCUSSION_ADD)
  async add(@Body() dto: DiscussionInputDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.discussions.add(dto, user);
    return null;
  }

  @Put('discussion')
  @Permissions(Permission.DISCUSSION_EDIT)
  async update(@Body() dto: DiscussionInputDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.discussions.update(dto, user);
    return null;
  }

  @DeleteOk('discussion')
  @Permissions(Permission.DISCUSSION_DEL)
  async remove(@Query() query: DiscussionIdQueryDto, @CurrentActor() user: Actor): Promise<void> {
    await this.admin.deleted(await this.discussions.remove(query.did, user), user);
  }

  @Get('discussion-like')
  @Authenticated()
  async like(@Query() query: DiscussionLikeQueryDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.likes.toggle(query.did, query.toLike, user);
    return null;
  }

  @PostOk('discussion-report')
  @Authenticated()
  async report(@Body() dto: DiscussionReportInputDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.reports.add(dto, user);
    return null;
  }
}
