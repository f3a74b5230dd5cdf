import { Controller, Get } from '@nestjs/common';
import { type JudgeQueueOverview, Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { JudgeQueueOverviewService } from './judge-queue-overview.service';
import type { JudgeServerView } from './judge-server.dto';
import { JudgeServerService } from './judge-server.service';

@Controller('api/admin')
export class JudgeAdminController {
  constructor(
    private readonly judgeServers: JudgeServerService,
    private readonly queue: JudgeQueueOverviewService,
  ) {}

  /**
   * HOJ getJudgeServer: name, version, cores, running tasks, languages, last seen (epoch ms),
   * online, and HOJ's service instance and load fields.
   */
  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  @Get('config/get-judge-service-info')
  list(): Promise<JudgeServerView[]> {
    return this.judgeServers.list();
  }

  /** Queue depth per priority, the oldest wait, and why each submission in progress waits. */
  @Roles(Role.ROOT, Role.ADMIN)
  @Get('judge/queue')
  queueOverview(): Promise<JudgeQueueOverview<Date>> {
    return this.queue.overview();
  }
}
