import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { Role, type Page } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PageQueryDto } from '../../common/http/pagination';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { DiscussionAdminService } from './discussion-admin.service';
import { DiscussionReportService } from './discussion-report.service';
import {
  AdminDiscussionUpdateDto,
  AdminReportUpdateDto,
  toDiscussionIds,
  type DiscussionReportResponse,
} from './discussion.dto';

/** HOJ's AdminDiscussionController: root, admins and problem admins. */
@Controller('api/admin')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class DiscussionAdminController {
  constructor(
    private readonly admin: DiscussionAdminService,
    private readonly reports: DiscussionReportService,
  ) {}

  @Put('discussion')
  async update(@Body() dto: AdminDiscussionUpdateDto, @CurrentUser() user: AuthUser): Promise<null> {
    await this.admin.update(dto, user);
    return null;
  }

  @DeleteOk('discussion')
  remove(@Body() body: unknown, @CurrentActor() user: Actor): Promise<void> {
    return this.admin.remove(toDiscussionIds(body), user);
  }

  @Get('discussion-report')
  listReports(@Query() query: PageQueryDto): Promise<Page<DiscussionReportResponse>> {
    return this.reports.list(query);
  }

  @Put('discussion-report')
  async updateReport(@Body() dto: AdminReportUpdateDto): Promise<null> {
    await this.reports.update(dto);
    return null;
  }
}
