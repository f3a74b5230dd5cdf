import { Controller, HttpCode, Post } from '@nestjs/common';
import { Role } from '@verdict/common';
import { CurrentUser, Roles } from '../../common/auth/access.decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { LoginRecordResponse, LoginRecordService } from './login-record.service';

/** HOJ DashboardController's getSessions: the admin's own previous login (the body HOJ sends is ignored). */
@Controller('api/admin/dashboard')
export class LoginRecordController {
  constructor(private readonly records: LoginRecordService) {}

  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Post('get-sessions')
  @HttpCode(200)
  sessions(@CurrentUser() user: AuthUser): Promise<LoginRecordResponse | null> {
    return this.records.previous(user.uid);
  }
}
