import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { GroupClassEntity, GroupClassStudentEntity } from './group-class.entity';

/**
 * A disbanded group takes its classes and their rosters with it, inside the disbanding's
 * transaction; a deleted account leaves every class roster (rosters hold students by uid only).
 */
@Injectable()
export class ClassRemoval {
  constructor(
    @InjectRepository(GroupClassStudentEntity) private readonly students: Repository<GroupClassStudentEntity>,
  ) {}

  @OnAppEvent('group.deleting')
  async groupDeleting({ manager, gid }: AppEvents['group.deleting']): Promise<void> {
    const ids = (await manager.find(GroupClassEntity, { where: { gid }, select: { id: true } })).map(
      (row) => row.id,
    );
    if (ids.length === 0) return;
    await manager.delete(GroupClassStudentEntity, { classId: In(ids) });
    await manager.delete(GroupClassEntity, { id: In(ids) });
  }

  @OnAppEvent('user.deleted')
  async userDeleted({ uids }: AppEvents['user.deleted']): Promise<void> {
    await this.students.delete({ uid: In(uids) });
  }
}
