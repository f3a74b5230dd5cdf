import { Controller, Get, Query } from '@nestjs/common';
import type { RecentAcRankEntry, UserRankEntry } from '@verdict/common';
import { Public } from '../../common/auth/access.decorators';
import type { Page } from '../../common/http/pagination';
import { RankListQueryDto, toRankListQuery } from './rank.dto';
import { RankService } from './rank.service';

/** HOJ RankController's user rank and HomeController's 7-day AC rank. */
@Controller('api')
export class RankController {
  constructor(private readonly ranks: RankService) {}

  @Public()
  @Get('get-rank-list')
  list(@Query() query: RankListQueryDto): Promise<Page<UserRankEntry>> {
    return this.ranks.list(toRankListQuery(query));
  }

  @Public()
  @Get('get-recent-seven-ac-rank')
  recentAc(): Promise<RecentAcRankEntry[]> {
    return this.ranks.recentAc();
  }
}
