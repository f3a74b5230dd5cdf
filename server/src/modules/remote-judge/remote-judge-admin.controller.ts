import { Controller, Get, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { RemoteProblemImportService } from './remote-problem-import.service';
import {
  ImportContestRemoteProblemQueryDto,
  ImportRemoteProblemQueryDto,
  ImportTrainingRemoteProblemQueryDto,
} from './remote-judge.dto';

/** HOJ's "import a problem from another judge" buttons of the problem, contest and training admin pages. */
@Controller('api/admin')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class RemoteJudgeAdminController {
  constructor(private readonly imports: RemoteProblemImportService) {}

  @Get('problem/import-remote-oj-problem')
  async importProblem(
    @Query() query: ImportRemoteProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    await this.imports.importProblem(query, user);
  }

  @Get('contest/import-remote-oj-problem')
  importContestProblem(
    @Query() query: ImportContestRemoteProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.imports.importToContest(query, user);
  }

  @Get('training/import-remote-oj-problem')
  importTrainingProblem(
    @Query() query: ImportTrainingRemoteProblemQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<void> {
    return this.imports.importToTraining(query, user);
  }
}
