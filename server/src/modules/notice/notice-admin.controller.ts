import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { type AdminNoticeView, Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import type { Page } from '../../common/http/pagination';
import { NoticeCreateDto, NoticeIdQueryDto, NoticeListQueryDto, NoticeUpdateDto } from './notice.dto';
import { NoticeService } from './notice.service';

/** HOJ msg/AdminNoticeController: super admins only. */
@Controller('api/admin/msg/notice')
@Roles(Role.ROOT)
export class NoticeAdminController {
  constructor(private readonly notices: NoticeService) {}

  @Get()
  list(@Query() query: NoticeListQueryDto): Promise<Page<AdminNoticeView<Date>>> {
    return this.notices.list(query);
  }

  @Post()
  @HttpCode(200)
  create(@Body() dto: NoticeCreateDto, @CurrentUser() user: AuthUser): Promise<AdminNoticeView<Date>> {
    return this.notices.create(dto, user);
  }

  @Put()
  update(@Body() dto: NoticeUpdateDto): Promise<AdminNoticeView<Date>> {
    return this.notices.update(dto);
  }

  @Delete()
  async delete(@Query() query: NoticeIdQueryDto): Promise<EnvelopeResult<null>> {
    await this.notices.delete(query.id);
    return new EnvelopeResult(null, 'Delete successfully');
  }
}
