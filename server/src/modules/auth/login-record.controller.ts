import { Controller } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { PostOk } from '../../common/http/post-ok.decorator';
import { LoginRecordResponse, LoginRecordService } from './login-record.service';

/** HOJ DashboardController's getSessions: the admin's own previous login (the body HOJ sends is ignored). */
@Controller('api/admin/dashboard')
export class LoginRecordController {
  constructor(private readonly records: LoginRecordService) {}

  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @PostOk('get-sessions')
  sessions(@CurrentUser() user: AuthUser): Promise<LoginRecordResponse | null> {
    return this.records.previous(user.uid);
  }
}
