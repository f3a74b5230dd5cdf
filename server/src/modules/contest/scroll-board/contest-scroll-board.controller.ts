import { Controller, Get, Query } from '@nestjs/common';
import type { ScrollBoardSnapshot } from '@verdict/common';
import { Authenticated, CurrentUser } from '../../../common/auth/access.decorators';
import type { AuthUser } from '../../../common/auth/auth-user';
import { ContestScrollBoardService } from './contest-scroll-board.service';
import {
  HojScrollBoardSubmissionQueryDto,
  type HojScrollBoardInfo,
  type HojScrollBoardSubmission,
} from './hoj-scroll-board.dto';
import { HojScrollBoardService } from './hoj-scroll-board.service';
import { ScrollBoardQueryDto } from './scroll-board.dto';

/**
 * The scroll board: Verdict's one read (the snapshot the web app plays), and HOJ's two (the
 * contest info and its submissions, which HOJ's scroll board page replays).
 */
@Controller('api')
@Authenticated()
export class ContestScrollBoardController {
  constructor(
    private readonly scrollBoard: ContestScrollBoardService,
    private readonly hojScrollBoard: HojScrollBoardService,
  ) {}

  @Get('get-contest-scroll-board')
  snapshot(
    @Query() query: ScrollBoardQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ScrollBoardSnapshot<Date>> {
    return this.scrollBoard.snapshot(query.cid, user);
  }

  @Get('get-contest-scroll-board-info')
  hojInfo(@Query() query: ScrollBoardQueryDto, @CurrentUser() user: AuthUser): Promise<HojScrollBoardInfo> {
    return this.hojScrollBoard.info(query.cid, user);
  }

  @Get('get-contest-scroll-board-submission')
  hojSubmissions(
    @Query() query: HojScrollBoardSubmissionQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<HojScrollBoardSubmission[]> {
    return this.hojScrollBoard.submissionList(query.cid, query.removeStar ?? false, user);
  }
}
