import { Controller, Get } from '@nestjs/common';
import type { RecentOtherContest } from '@verdict/common';
import { Public } from '../../common/auth/access.decorators';
import { RemoteContests } from './remote-contests';

/** HOJ's home page route for the contests of other judges. */
@Controller('api')
export class RemoteJudgeController {
  constructor(private readonly contests: RemoteContests) {}

  /** HOJ getRecentOtherContests: the coming contests of the judges the site has accounts on. */
  @Public()
  @Get('get-recent-other-contest')
  recentOtherContests(): Promise<RecentOtherContest[]> {
    return this.contests.recent();
  }
}
