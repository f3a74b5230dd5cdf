import { Controller, Get, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import { DeleteOk } from '../../common/http/delete-ok.decorator';
import { power } from '../access/staff-powers';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import {
  DeleteUserProblemSubmissionsDto,
  ManualJudgeQueryDto,
  SubmissionSummary,
  SubmitIdQueryDto,
  toSubmissionSummary,
} from './submission.dto';
import { SubmissionAdminService } from './submission-admin.service';

/** HOJ AdminJudgeController routes plus deletion for privileged views. */
@Controller('api/admin/judge')
export class SubmissionAdminController {
  constructor(private readonly admin: SubmissionAdminService) {}

  /** Super admins, or VIP teachers (`rejudges`). */
  @Roles(Role.ROOT, Role.TEACHER)
  @Get('rejudge')
  async rejudge(@CurrentActor() user: Actor, @Query() query: SubmitIdQueryDto): Promise<SubmissionSummary> {
    if (!power(user, 'rejudges')) throw forbidden();
    return toSubmissionSummary(await this.admin.rejudgeAs(user, query.submitId));
  }

  @Roles(Role.ROOT)
  @Get('manual-judge')
  async manualJudge(
    @CurrentActor() user: Actor,
    @Query() query: ManualJudgeQueryDto,
  ): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.admin.manualJudge(user, query));
  }

  @Roles(Role.ROOT)
  @Get('cancel-judge')
  async cancel(@CurrentActor() user: Actor, @Query() query: SubmitIdQueryDto): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.admin.cancel(user, query.submitId));
  }

  /** Super admins and admins any; a teacher their own classes' students' practice and homework ones. */
  @Roles(Role.ROOT, Role.ADMIN, Role.TEACHER)
  @DeleteOk('submission')
  delete(@CurrentUser() user: AuthUser, @Query() query: SubmitIdQueryDto): Promise<void> {
    return this.admin.deleteAs(user, query.submitId);
  }

  @Roles(Role.ROOT, Role.ADMIN, Role.TEACHER)
  @DeleteOk('user-problem-submissions')
  async deleteAll(
    @CurrentUser() user: AuthUser,
    @Query() query: DeleteUserProblemSubmissionsDto,
  ): Promise<{ deleted: number }> {
    const deleted = await this.admin.deleteAllOfUserOnProblem(user, query.problemId, query.uid);
    return { deleted };
  }
}
