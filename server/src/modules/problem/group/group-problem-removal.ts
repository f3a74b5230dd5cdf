import { Injectable, OnModuleInit } from '@nestjs/common';
import { GroupDeletionHooks } from '../../group/group-deletion';
import { ProblemAdminService } from '../problem-admin.service';
import { ProblemEntity } from '../problem.entity';

/**
 * A disbanded group takes its problems along, each as a problem deletion does (cases, tags,
 * submissions and every other module's rows, in the disbanding's transaction); their test-data
 * folders go once it has committed. Problems made public have left the group and stay.
 */
@Injectable()
export class GroupProblemRemoval implements OnModuleInit {
  constructor(
    private readonly groupDeletion: GroupDeletionHooks,
    private readonly admin: ProblemAdminService,
  ) {}

  onModuleInit(): void {
    this.groupDeletion.register({
      groupDeleted: async (manager, gid) => {
        const rows = await manager.find(ProblemEntity, { where: { gid }, select: { id: true } });
        for (const row of rows) await this.admin.removeRows(manager, row.id);
        const pids = rows.map((row) => row.id);
        return () => this.admin.removedFiles(pids);
      },
    });
  }
}
