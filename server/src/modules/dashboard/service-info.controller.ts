import { Controller, Get } from '@nestjs/common';
import { Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import type { ServiceInfo } from './service-info.dto';
import { ServiceInfoService } from './service-info.service';

@Controller('api/admin/config')
export class ServiceInfoController {
  constructor(private readonly serviceInfo: ServiceInfoService) {}

  /** HOJ admin_getGeneralSystemInfo: this API server and its host's load, for every admin role. */
  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('get-service-info')
  info(): ServiceInfo {
    return this.serviceInfo.info();
  }
}
