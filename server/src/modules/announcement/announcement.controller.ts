import { Controller, Get, Query } from '@nestjs/common';
import { Public } from '../../common/auth/access.decorators';
import { Page, PageQueryDto } from '../../common/http/pagination';
import type { AnnouncementResponse } from './announcement.dto';
import { AnnouncementService } from './announcement.service';

/** HOJ HomeController's announcement list. */
@Controller('api')
export class AnnouncementController {
  constructor(private readonly announcements: AnnouncementService) {}

  @Public()
  @Get('get-common-announcement')
  list(@Query() query: PageQueryDto): Promise<Page<AnnouncementResponse>> {
    return this.announcements.visible(query);
  }
}
