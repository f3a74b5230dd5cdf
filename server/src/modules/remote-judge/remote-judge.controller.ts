import { Controller, Get } from '@nestjs/common';
import { Public } from '../../common/auth/access.decorators';

/** HOJ's home page route for the contests of other judges. */
@Controller('api')
export class RemoteJudgeController {
  /** HOJ getRecentOtherContests: none, as no other judge is followed (see `remote-judge.ts`). */
  @Public()
  @Get('get-recent-other-contest')
  recentOtherContests(): never[] {
    return [];
  }
}
