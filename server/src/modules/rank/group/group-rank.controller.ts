import { Controller, Get, Query } from '@nestjs/common';
import type { UserRankEntry } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import type { Page } from '../../../common/http/pagination';
import { GroupRankQueryDto } from './group-rank.dto';
import { GroupRankService } from './group-rank.service';

/** HOJ group/GroupRankController. */
@Controller('api')
@Authenticated()
export class GroupRankController {
  constructor(private readonly ranks: GroupRankService) {}

  @Get('get-group-rank-list')
  list(@Query() query: GroupRankQueryDto, @CurrentUser() user: AuthUser): Promise<Page<UserRankEntry>> {
    return this.ranks.list(query, user);
  }
}
