import { Injectable, OnModuleInit } from '@nestjs/common';
import { In } from 'typeorm';
import { GroupDeletionHooks } from '../group/group-deletion';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

/** A disbanded group takes its classes and their rosters with it, inside the disbanding's transaction. */
@Injectable()
export class ClassRemoval implements OnModuleInit {
  constructor(private readonly groupDeletion: GroupDeletionHooks) {}

  onModuleInit(): void {
    this.groupDeletion.register({
      groupDeleted: async (manager, gid) => {
        const ids = (await manager.find(GroupClassEntity, { where: { gid }, select: { id: true } })).map(
          (row) => row.id,
        );
        if (ids.length === 0) return;
        await manager.delete(GroupClassStudentEntity, { classId: In(ids) });
        await manager.delete(GroupClassEntity, { id: In(ids) });
      },
    });
  }
}
