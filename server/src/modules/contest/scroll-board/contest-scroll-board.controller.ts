import { Controller, Get, Query } from '@nestjs/common';
import type { ScrollBoardSnapshot } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { ContestScrollBoardService } from './contest-scroll-board.service';
import { ScrollBoardQueryDto } from './scroll-board.dto';

/** The scroll board's one read (HOJ splits it into the contest info and its submissions). */
@Controller('api')
@Authenticated()
export class ContestScrollBoardController {
  constructor(private readonly scrollBoard: ContestScrollBoardService) {}

  @Get('get-contest-scroll-board')
  snapshot(
    @Query() query: ScrollBoardQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ScrollBoardSnapshot<Date>> {
    return this.scrollBoard.snapshot(query.cid, user);
  }
}
