import { Body, Controller, Get, Query } from '@nestjs/common';
import { Authenticated, CurrentUser, Public } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { Page } from '../../common/http/pagination';
import { PostOk } from '../../common/http/post-ok.decorator';
import { PUBLIC_SCOPE, scopeOf } from '../access/scope';
import { OjQueryDto, ProblemTagGroupResponse, TagResponse } from '../tag/tag.dto';
import { TagService } from '../tag/tag.service';
import { ProblemCatalogService } from './problem-catalog.service';
import {
  CodeTemplateResponse,
  LanguageResponse,
  LanguagesQueryDto,
  OptionalPidQueryDto,
  PidListDto,
  ProblemDetailQueryDto,
  ProblemDetailResponse,
  ProblemListItem,
  ProblemListQueryDto,
  PublicProblemQueryDto,
  RequiredPidQueryDto,
  SaveCodeBodyDto,
  SaveCodeQueryDto,
  SavedCodeQueryDto,
  SavedCodeResponse,
} from './problem.dto';
import { ProblemQueryService } from './problem-query.service';
import { UserProblemStatus } from './problem-status';
import { SavedCodeService } from './saved-code.service';

/** HOJ's public problem routes, plus the saved editor code. */
@Controller('api')
export class ProblemController {
  constructor(
    private readonly query: ProblemQueryService,
    private readonly catalog: ProblemCatalogService,
    private readonly tags: TagService,
    private readonly savedCode: SavedCodeService,
  ) {}

  @Public()
  @Get('get-problem-list')
  list(@Query() query: ProblemListQueryDto, @CurrentUser() user?: AuthUser): Promise<Page<ProblemListItem>> {
    return this.query.list(PUBLIC_SCOPE, query, user);
  }

  @Authenticated()
  @Get('problem/get-public-problem-list')
  picker(
    @Query() query: PublicProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Page<ProblemListItem>> {
    return this.query.publicPicker(query, user);
  }

  @Public()
  @Get('get-problem-detail')
  detail(
    @Query() query: ProblemDetailQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<ProblemDetailResponse> {
    // With `gid` the problem is opened in its group: members only, the group's problems by their rules.
    return this.query.detail(scopeOf({ gid: query.gid }), query.problemId, user);
  }

  @Public()
  @Get('get-random-problem')
  random(@CurrentUser() user?: AuthUser): Promise<{ problemId: string }> {
    return this.query.random(user);
  }

  @Authenticated()
  @PostOk('get-user-problem-status')
  userStatus(
    @Body() dto: PidListDto,
    @CurrentUser() user: AuthUser,
  ): Promise<Record<number, UserProblemStatus>> {
    return this.query.userStatuses(user, scopeOf(dto), dto.pidList);
  }

  @Public()
  @Get('get-all-problem-tags')
  allTags(@Query() query: OjQueryDto): Promise<TagResponse[]> {
    return this.tags.allTags(query.oj);
  }

  @Public()
  @Get('get-problem-tags-and-classification')
  tagsAndClassification(@Query() query: OjQueryDto): Promise<ProblemTagGroupResponse[]> {
    return this.tags.tagsAndClassification(query.oj);
  }

  @Public()
  @Get('get-problem-tags')
  problemTags(@Query() query: OptionalPidQueryDto, @CurrentUser() user?: AuthUser): Promise<TagResponse[]> {
    return this.catalog.problemTags(query.pid, scopeOf(query), user);
  }

  @Public()
  @Get('languages')
  languages(@Query() query: LanguagesQueryDto, @CurrentUser() user?: AuthUser): Promise<LanguageResponse[]> {
    return this.catalog.languages(query.pid, scopeOf(query), user);
  }

  @Public()
  @Get('get-problem-languages')
  problemLanguages(
    @Query() query: RequiredPidQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<LanguageResponse[]> {
    return this.catalog.languages(query.pid, scopeOf(query), user);
  }

  @Public()
  @Get('get-problem-code-template')
  codeTemplates(
    @Query() query: RequiredPidQueryDto,
    @CurrentUser() user?: AuthUser,
  ): Promise<CodeTemplateResponse[]> {
    return this.catalog.codeTemplates(query.pid, scopeOf(query), user);
  }

  @Authenticated()
  @Get('get-problem-code')
  savedCodeOf(
    @Query() query: SavedCodeQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<SavedCodeResponse | null> {
    return this.savedCode.get(user, query.problemID, scopeOf(query));
  }

  @Authenticated()
  @PostOk('save-problem-code')
  saveCode(
    @Query() query: SaveCodeQueryDto,
    @Body() body: SaveCodeBodyDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.savedCode.save(user, query.pid, query.lang, body.code, scopeOf(query));
  }
}
