import { Injectable } from '@nestjs/common';
import { OnAppEvent } from '../../../events/event-bus';
import type { AppEvents } from '../../../events/events';
import { ProblemAdminService } from '../problem-admin.service';
import { ProblemEntity } from '../problem.entity';

/**
 * A disbanded group takes its problems along, each as a problem deletion does (cases, tags,
 * submissions and every other module's rows, in the disbanding's transaction); their test-data
 * folders go once it has committed. Problems made public have left the group and stay.
 */
@Injectable()
export class GroupProblemRemoval {
  constructor(private readonly admin: ProblemAdminService) {}

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid, afterCommit }: AppEvents['group.deleting']): Promise<void> {
    const rows = await manager.find(ProblemEntity, { where: { gid }, select: { id: true } });
    for (const row of rows) await this.admin.removeRows(manager, row.id);
    const pids = rows.map((row) => row.id);
    afterCommit(() => this.admin.removedFiles(pids));
  }
}
