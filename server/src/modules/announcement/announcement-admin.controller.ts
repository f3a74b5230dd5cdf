import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { Permission } from '@verdict/common';
import { CurrentUser, Permissions } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Page, PageQueryDto } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
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

  @PostOk()
  create(@Body() dto: AnnouncementCreateDto, @CurrentUser() user: AuthUser): Promise<AnnouncementResponse> {
    return this.announcements.create(dto, user);
  }

  @Put()
  update(@Body() dto: AnnouncementUpdateDto): Promise<AnnouncementResponse> {
    return this.announcements.update(dto);
  }

  @DeleteOk()
  delete(@Query() query: AnnouncementIdQueryDto): Promise<void> {
    return this.announcements.delete(query.aid);
  }
}
