import { Body, Controller, Get, Ip, Query } from '@nestjs/common';
import type { ContestAccessView, ContestProblemView, ProblemDetailView } from '@verdict/common';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { SuccessMessage } from '../../common/http/success-message.decorator';
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
  @PostOk('register-contest')
  @SuccessMessage('Register contest successfully')
  register(@Body() dto: RegisterContestDto, @CurrentUser() user: AuthUser, @Ip() ip: string): Promise<void> {
    return this.contests.register(dto.cid, dto.password, user, ip);
  }

  /** The start button of a personal timed contest; data is the personal begin time. */
  @Authenticated()
  @PostOk('start-contest')
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
  @PostOk('check-contest-submissions-status')
  async statuses(
    @Body() dto: ContestSubmitIdListDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    return this.submissions.statusesIn(contestScope(dto.cid), dto.submitIds, user);
  }

  @Authenticated()
  @PostOk('get-contest-rank')
  rank(@Body() dto: ContestRankDto, @CurrentUser() user: AuthUser): Promise<Page<RankRow>> {
    return this.ranks.rank(dto, user);
  }

  @Public()
  @Get('get-contest-outsize-info')
  outsideInfo(@Query() query: CidQueryDto, @CurrentUser() user?: AuthUser) {
    return this.ranks.outsideInfo(query.cid, user);
  }

  @Public()
  @PostOk('get-contest-outside-scoreboard')
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
  @PostOk('get-contest-not-read-announcement')
  unread(
    @Body() dto: UnreadAnnouncementDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ContestAnnouncementResponse[]> {
    return this.announcements.unread(dto.cid, dto.readAnnouncementList ?? [], user);
  }
}
