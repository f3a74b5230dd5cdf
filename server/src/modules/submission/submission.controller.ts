import { Body, Controller, Get, Put, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  Permission,
  type TestJudgeResultView,
  type CaseResultsView,
  type LastAcceptedCodeView,
} from '@verdict/common';
import { Authenticated, CurrentUser, Permissions, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { EnvelopeResult } from '../../common/http/envelope';
import { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { scopeOf } from '../access/scope';
import {
  IdeRunDto,
  ShareSubmissionDto,
  SubmissionListQueryDto,
  SubmissionSummary,
  SubmitIdListDto,
  SubmitIdQueryDto,
  LastAcceptedCodeQueryDto,
  SubmitJudgeDto,
  TestJudgeDto,
  toSubmissionSummary,
} from './submission.dto';
import { SubmissionAdminService } from './submission-admin.service';
import { SubmissionDetailResponse, SubmissionQueryService } from './submission-query.service';
import { SubmissionService } from './submission.service';
import { TestJudgeService } from './test-judge.service';

/** HOJ JudgeController routes. */
@Controller('api')
export class SubmissionController {
  constructor(
    private readonly submitting: SubmissionService,
    private readonly query: SubmissionQueryService,
    private readonly testJudge: TestJudgeService,
    private readonly admin: SubmissionAdminService,
  ) {}

  @Permissions(Permission.SUBMIT)
  @PostOk('submit-problem-judge')
  async submit(
    @CurrentUser() user: AuthUser,
    @Body() dto: SubmitJudgeDto,
    @Req() request: FastifyRequest,
  ): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.submitting.submit(user, scopeOf(dto), dto, request.ip));
  }

  @Authenticated()
  @Get('resubmit')
  async resubmit(
    @CurrentUser() user: AuthUser,
    @Query() query: SubmitIdQueryDto,
  ): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.admin.resubmit(user, query.submitId));
  }

  @Public()
  @Get('get-submission-list')
  list(
    @Query() query: SubmissionListQueryDto,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<Page<SubmissionSummary>> {
    return this.query.list(scopeOf({ gid: query.gid }), query, viewer);
  }

  @Public()
  @Get('get-submission-detail')
  detail(
    @Query() query: SubmitIdQueryDto,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<SubmissionDetailResponse> {
    return this.query.detail(query.submitId, viewer);
  }

  @Public()
  @Get('get-all-case-result')
  caseResults(
    @Query() query: SubmitIdQueryDto,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<CaseResultsView | null> {
    return this.query.caseResults(query.submitId, viewer);
  }

  @Authenticated()
  @Get('get-last-ac-code')
  lastAcceptedCode(
    @CurrentUser() user: AuthUser,
    @Query() query: LastAcceptedCodeQueryDto,
  ): Promise<LastAcceptedCodeView | null> {
    return this.query.lastAcceptedCode(user, scopeOf(query), query.pid);
  }

  @Public()
  @PostOk('check-submissions-status')
  statuses(
    @Body() dto: SubmitIdListDto,
    @CurrentUser() viewer?: AuthUser,
  ): Promise<Record<number, SubmissionSummary>> {
    return this.query.practiceStatuses(dto.submitIds, viewer);
  }

  @Authenticated()
  @Put('submission')
  async share(@CurrentUser() user: AuthUser, @Body() dto: ShareSubmissionDto): Promise<EnvelopeResult<null>> {
    await this.query.share(user, dto.submitId, dto.share);
    return new EnvelopeResult(null, dto.share ? 'Shared successfully' : 'Cancel sharing successfully');
  }

  @Permissions(Permission.SUBMIT)
  @PostOk('submit-problem-test-judge')
  submitTest(@CurrentUser() user: AuthUser, @Body() dto: TestJudgeDto): Promise<string> {
    return this.testJudge.submit(user, dto);
  }

  @Permissions(Permission.SUBMIT)
  @PostOk('ide/run')
  runInIde(@CurrentUser() user: AuthUser, @Body() dto: IdeRunDto): Promise<string> {
    return this.testJudge.runInIde(user, dto);
  }

  @Authenticated()
  @Get('get-test-judge-result')
  testResult(
    @CurrentUser() user: AuthUser,
    @Query('testJudgeKey') testJudgeKey: string,
  ): Promise<TestJudgeResultView> {
    return this.testJudge.result(user, String(testJudgeKey ?? ''));
  }
}
