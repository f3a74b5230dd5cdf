import { Controller, Get } from '@nestjs/common';
import { type DashboardInfo, Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { DashboardService } from './dashboard.service';

@Controller('api/admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** HOJ admin_getDashboardInfo: open to every admin role, problem admins included (HOJ's rule). */
  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('get-dashboard-info')
  info(): Promise<DashboardInfo<Date>> {
    return this.dashboard.info();
  }
}
