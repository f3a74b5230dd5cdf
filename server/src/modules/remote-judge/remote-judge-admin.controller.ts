import { Controller, Get } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { badRequest } from '../../common/http/app.exception';
import { REMOTE_IMPORT_UNAVAILABLE } from './remote-judge';

/**
 * HOJ's "import a problem from another judge" buttons of the problem, contest and training admin
 * pages. The admin roles HOJ lets import are told why nothing is imported; others are refused first.
 */
@Controller('api/admin')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class RemoteJudgeAdminController {
  @Get('problem/import-remote-oj-problem')
  importProblem(): never {
    throw badRequest(REMOTE_IMPORT_UNAVAILABLE);
  }

  @Get('contest/import-remote-oj-problem')
  importContestProblem(): never {
    throw badRequest(REMOTE_IMPORT_UNAVAILABLE);
  }

  @Get('training/import-remote-oj-problem')
  importTrainingProblem(): never {
    throw badRequest(REMOTE_IMPORT_UNAVAILABLE);
  }
}
