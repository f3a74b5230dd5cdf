import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import type { ContestAccessView, ContestProblemView, ProblemDetailView } from '@verdict/common';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import { Page } from '../../common/http/pagination';
import type { Scope } from '../access/scope';
import { SubmissionQueryService } from '../submission/submission-query.service';
import type { SubmissionSummary } from '../submission/submission.dto';
import type { RankRow } from './board/contest-board.service';
import { ContestAnnouncementService } from './contest-announcement.service';
import { ContestProblemService } from './contest-problem.service';
import { ContestRankService } from './contest-rank.service';
import type { ContestAnnouncementResponse, ContestInfoResponse, ContestResponse } from './contest-view';
import {
  CidQueryDto,
  ContestAnnouncementListQueryDto,
  ContestListQueryDto,
  ContestProblemDetailQueryDto,
  ContestRankDto,
  ContestSubmissionListQueryDto,
  ContestSubmitIdListDto,
  RegisterContestDto,
  UnreadAnnouncementDto,
} from './contest.dto';
import { ContestService } from './contest.service';

const contestScope = (cid: number): Scope => ({ kind: 'contest', cid });

/** HOJ ContestController and ContestScoreboardController routes, plus the personal start. */
@Controller('api')
export class ContestController {
  constructor(
    private readonly contests: ContestService,
    private readonly problems: ContestProblemService,
    private readonly ranks: ContestRankService,
    private readonly announcements: ContestAnnouncementService,
    private readonly submissions: SubmissionQueryService,
  ) {}

  @Public()
  @Get('get-contest-list')
  list(@Query() query: ContestListQueryDto): Promise<Page<ContestResponse>> {
    return this.contests.list(query);
  }

  @Authenticated()
  @Get('get-contest-info')
  info(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<ContestInfoResponse> {
    return this.contests.info(query.cid, user);
  }

  @Authenticated()
  @Get('get-contest-access')
  access(@Query() query: CidQueryDto, @CurrentUser() user: AuthUser): Promise<ContestAccessView> {
    return this.contests.access(query.cid, user);
  }

  @Authenticated()
  @Post('register-contest')
  @HttpCode(200)
  async register(
    @Body() dto: RegisterContestDto,
    @CurrentUser() user: AuthUser,
    @Ip() ip: string,
  ): Promise<EnvelopeResult<null>> {
    await this.contests.register(dto.cid, dto.password, user, ip);
    return new EnvelopeResult(null, 'Register contest successfully');
  }

  /** The start button of a personal timed contest; data is the personal begin time. */
  @Authenticated()
  @Post('start-contest')
  @HttpCode(200)
  start(@Body() dto: CidQueryDto, @CurrentUser() user: AuthUser): Promise<Date> {
    return this.contests.start(dto.cid, user);
  }

  @Public()
  @Get('get-contest-problem')
  problemList(@Query() query: CidQueryDto, @CurrentUser() user?: AuthUser): Promise<ContestProblemView[]> {
    return this.problems.list(query.cid, user);
  }

  @Authenticated()
  @Get('get-contest-problem-details')
  problem(
    @Query() query: ContestProblemDetailQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ProblemDetailView<Date>> {
    return this.problems.detail(query.cid, query.displayId, user);
  }

  @Authenticated()
  @Get('contest-submissions')
  submissionList(
    @Query() query: ContestSubmissionListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    const { contestID, problemID, status, username, onlyMine, completeProblemID, currentPage, limit } = query;
    return this.submissions.list(
      contestScope(contestID),
      { problemID, status, username, onlyMine, completeProblemID, currentPage, limit },
      user,
    );
  }

  @Authenticated()
  @Post('check-contest-submissions-status')
  @HttpCode(200)
  async statuses(
    @Body() dto: ContestSubmitIdListDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    return this.submissions.statusesIn(contestScope(dto.cid), dto.submitIds, user);
  }

  @Authenticated()
  @Post('get-contest-rank')
  @HttpCode(200)
  rank(@Body() dto: ContestRankDto, @CurrentUser() user: AuthUser): Promise<Page<RankRow>> {
    return this.ranks.rank(dto, user);
  }

  @Public()
  @Get('get-contest-outsize-info')
  outsideInfo(@Query() query: CidQueryDto, @CurrentUser() user?: AuthUser) {
    return this.ranks.outsideInfo(query.cid, user);
  }

  @Public()
  @Post('get-contest-outside-scoreboard')
  @HttpCode(200)
  outsideBoard(@Body() dto: ContestRankDto, @CurrentUser() user?: AuthUser): Promise<Page<RankRow>> {
    return this.ranks.outside(dto, user);
  }

  @Authenticated()
  @Get('get-contest-announcement')
  announcementList(
    @Query() query: ContestAnnouncementListQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ContestAnnouncementResponse>> {
    return this.announcements.list(query.cid, query, user);
  }

  @Authenticated()
  @Post('get-contest-not-read-announcement')
  @HttpCode(200)
  unread(
    @Body() dto: UnreadAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestAnnouncementResponse[]> {
    return this.announcements.unread(dto.cid, dto.readAnnouncementList ?? [], user);
  }
}
