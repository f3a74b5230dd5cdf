import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { type AdminNoticeView, Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import type { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
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

  @PostOk()
  create(@Body() dto: NoticeCreateDto, @CurrentUser() user: AuthUser): Promise<AdminNoticeView<Date>> {
    return this.notices.create(dto, user);
  }

  @Put()
  update(@Body() dto: NoticeUpdateDto): Promise<AdminNoticeView<Date>> {
    return this.notices.update(dto);
  }

  @DeleteOk()
  delete(@Query() query: NoticeIdQueryDto): Promise<void> {
    return this.notices.delete(query.id);
  }
}
