import { Controller, Delete, Get, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden } from '../../common/http/app.exception';
import { EnvelopeResult } from '../../common/http/envelope';
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

  /** Super admins, or VIP teachers. */
  @Roles(Role.ROOT, Role.TEACHER)
  @Get('rejudge')
  async rejudge(@CurrentUser() user: AuthUser, @Query() query: SubmitIdQueryDto): Promise<SubmissionSummary> {
    if (user.role === Role.TEACHER && !user.isVip) throw forbidden();
    return toSubmissionSummary(await this.admin.rejudge(query.submitId));
  }

  @Roles(Role.ROOT)
  @Get('manual-judge')
  async manualJudge(
    @CurrentUser() user: AuthUser,
    @Query() query: ManualJudgeQueryDto,
  ): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.admin.manualJudge(user, query));
  }

  @Roles(Role.ROOT)
  @Get('cancel-judge')
  async cancel(@CurrentUser() user: AuthUser, @Query() query: SubmitIdQueryDto): Promise<SubmissionSummary> {
    return toSubmissionSummary(await this.admin.cancel(user, query.submitId));
  }

  /** Super admins and admins any; a teacher their own classes' students' practice and homework ones. */
  @Roles(Role.ROOT, Role.ADMIN, Role.TEACHER)
  @Delete('submission')
  async delete(
    @CurrentUser() user: AuthUser,
    @Query() query: SubmitIdQueryDto,
  ): Promise<EnvelopeResult<null>> {
    await this.admin.deleteAs(user, query.submitId);
    return new EnvelopeResult(null, 'Delete successfully');
  }

  @Roles(Role.ROOT, Role.ADMIN, Role.TEACHER)
  @Delete('user-problem-submissions')
  async deleteAll(
    @CurrentUser() user: AuthUser,
    @Query() query: DeleteUserProblemSubmissionsDto,
  ): Promise<EnvelopeResult<{ deleted: number }>> {
    const deleted = await this.admin.deleteAllOfUserOnProblem(user, query.problemId, query.uid);
    return new EnvelopeResult({ deleted }, 'Delete successfully');
  }
}
