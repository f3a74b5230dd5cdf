import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { Permission } from '@verdict/common';
import { CurrentUser, Permissions } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import { Page, PageQueryDto } from '../../common/http/pagination';
import {
  AnnouncementCreateDto,
  AnnouncementIdQueryDto,
  AnnouncementResponse,
  AnnouncementUpdateDto,
} from './announcement.dto';
import { AnnouncementService } from './announcement.service';

/** HOJ admin/AnnouncementController: `announcement_admin`, which only the super admin holds. */
@Controller('api/admin/announcement')
@Permissions(Permission.ANNOUNCEMENT_ADMIN)
export class AnnouncementAdminController {
  constructor(private readonly announcements: AnnouncementService) {}

  @Get()
  list(@Query() query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.announcements.all(query);
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: AnnouncementCreateDto, @CurrentUser() user: AuthUser): Promise<AnnouncementResponse> {
    return this.announcements.create(dto, user);
  }

  @Put()
  update(@Body() dto: AnnouncementUpdateDto): Promise<AnnouncementResponse> {
    return this.announcements.update(dto);
  }

  @Delete()
  async delete(@Query() query: AnnouncementIdQueryDto): Promise<EnvelopeResult<null>> {
    await this.announcements.delete(query.aid);
    return new EnvelopeResult(null, 'Delete successfully');
  }
}
