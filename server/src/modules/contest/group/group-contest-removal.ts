import { Injectable } from '@nestjs/common';
import { OnAppEvent } from '../../../events/event-bus';
import type { AppEvents } from '../../../events/events';
import { ContestAdminService } from '../contest-admin.service';
import { ContestEntity } from '../contest.entity';

/**
 * A disbanded group takes its contests along, each as a contest deletion does (problem list,
 * registrations, announcements), in the disbanding's transaction; their cached rows and boards go
 * once it has committed. Submissions stay, as they do when a contest is deleted.
 */
@Injectable()
export class GroupContestRemoval {
  constructor(private readonly admin: ContestAdminService) {}

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid, afterCommit }: AppEvents['group.deleting']): Promise<void> {
    const rows = await manager.find(ContestEntity, { where: { gid }, select: { id: true } });
    for (const row of rows) await this.admin.removeRows(manager, row.id);
    afterCommit(async () => {
      for (const row of rows) await this.admin.forgetRemoved(row.id);
    });
  }
}
