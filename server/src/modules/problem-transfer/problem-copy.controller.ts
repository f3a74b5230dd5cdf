import { Controller, Query } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { PidQueryDto } from '../problem/problem-admin.dto';
import { ProblemCopyService } from './problem-copy.service';

/** `/api/admin/problem/copy`: a private duplicate of a problem. */
@Controller('api/admin/problem')
@Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
export class ProblemCopyController {
  constructor(private readonly copier: ProblemCopyService) {}

  @PostOk('copy')
  copy(
    @Query() query: PidQueryDto,
    @CurrentUser() user: AuthUser,
  ): Promise<{ pid: number; problemId: string }> {
    return this.copier.copy(query.pid, user.username);
  }
}
