import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { forbidden, notFound } from '../../common/http/app.exception';
import { GroupMemberEntity } from '../group/group-member.entity';
import { GroupMembership } from '../group/group-membership.service';
import type { GroupEntity } from '../group/group.entity';
import { GroupClassEntity } from './group-class.entity';
import { TEACHER_MESSAGES } from './teacher-messages';

/**
 * Who manages a class: the admins (auth 4, 5) of its group and the super admin. A teacher role
 * opens the back office; the group decides which classes in it are theirs.
 */
@Injectable()
export class ClassAccess {
  constructor(
    private readonly membership: GroupMembership,
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    @InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>,
  ) {}

  /** The class, once the viewer manages it: 404 unknown, 403 not an admin of its group. */
  async requireClass(viewer: AuthUser, id: number): Promise<GroupClassEntity> {
    const row = await this.classes.findOneBy({ id });
    if (!row) throw notFound(TEACHER_MESSAGES.classNotFound);
    if (!(await this.membership.isGroupAdmin(viewer, row.gid)))
      throw forbidden(TEACHER_MESSAGES.notClassAdmin);
    return row;
  }

  /** The group, once the viewer administers it: 404 unknown, 403 otherwise. */
  async requireGroup(viewer: AuthUser, gid: number): Promise<GroupEntity> {
    const group = await this.membership.requireGroup(gid);
    if (!(await this.membership.isGroupAdmin(viewer, gid))) throw forbidden(TEACHER_MESSAGES.notClassAdmin);
    return group;
  }

  /** The groups whose classes the viewer manages; null means every group (the super admin). */
  async managedGids(viewer: AuthUser): Promise<number[] | null> {
    if (this.membership.isSuperAdmin(viewer)) return null;
    const rows = await this.members.find({
      where: { uid: viewer.uid, auth: MoreThanOrEqual(GroupMemberAuth.ADMIN) },
      select: { gid: true },
    });
    return rows.map((row) => row.gid);
  }
}
