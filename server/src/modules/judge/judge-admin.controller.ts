import { Controller, Get } from '@nestjs/common';
import { Role, type JudgerStatus } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { JudgeServerService } from './judge-server.service';

@Controller('api/admin/config')
export class JudgeAdminController {
  constructor(private readonly judgeServers: JudgeServerService) {}

  /** HOJ getJudgeServer: name, version, cores, running tasks, languages, last seen (epoch ms), online. */
  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('get-judge-service-info')
  list(): Promise<JudgerStatus[]> {
    return this.judgeServers.list();
  }
}
