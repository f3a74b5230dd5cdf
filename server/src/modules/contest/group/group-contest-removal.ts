import { Injectable, OnModuleInit } from '@nestjs/common';
import { GroupDeletionHooks } from '../../group/group-deletion';
import { ContestAdminService } from '../contest-admin.service';
import { ContestEntity } from '../contest.entity';

/**
 * A disbanded group takes its contests along, each as a contest deletion does (problem list,
 * registrations, announcements), in the disbanding's transaction; their cached rows and boards go
 * once it has committed. Submissions stay, as they do when a contest is deleted.
 */
@Injectable()
export class GroupContestRemoval implements OnModuleInit {
  constructor(
    private readonly groupDeletion: GroupDeletionHooks,
    private readonly admin: ContestAdminService,
  ) {}

  onModuleInit(): void {
    this.groupDeletion.register({
      groupDeleted: async (manager, gid) => {
        const rows = await manager.find(ContestEntity, { where: { gid }, select: { id: true } });
        for (const row of rows) await this.admin.removeRows(manager, row.id);
        return async () => {
          for (const row of rows) await this.admin.forgetRemoved(row.id);
        };
      },
    });
  }
}
