import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { notFound } from '../../common/http/app.exception';
import { AccessService } from '../access/access.service';
import { power } from '../access/staff-powers';
import { GroupDirectory } from '../group/group-directory';
import { GroupMembership } from '../group/group-membership.service';
import type { GroupRow } from '../group/group-row';
import { GroupClassEntity } from './group-class.entity';
import { TEACHER_MESSAGES } from './teacher-messages';

const REFUSALS = {
  notFound: TEACHER_MESSAGES.classNotFound,
  forbidden: TEACHER_MESSAGES.notClassAdmin,
} as const;

/**
 * Who manages a class (the access policy's): the admins (auth 4, 5) of its group and the super
 * admin; to others not in the group it does not exist. A teacher role opens the back office; the
 * group decides which classes in it are theirs.
 */
@Injectable()
export class ClassAccess {
  constructor(
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    @InjectRepository(GroupClassEntity) private readonly classes: Repository<GroupClassEntity>,
    private readonly groups: GroupDirectory,
  ) {}

  /** The class, once the viewer manages it: 404 unknown or not in its group, 403 not an admin of its group. */
  async requireClass(viewer: AuthUser, id: number): Promise<GroupClassEntity> {
    const row = await this.classes.findOneBy({ id });
    if (!row) throw notFound(TEACHER_MESSAGES.classNotFound);
    await this.access.require(viewer, 'manage', { kind: 'class', ownerUid: null, gid: row.gid }, REFUSALS);
    return row;
  }

  /** The group, once the viewer may keep classes in it: 404 unknown, 403 otherwise. */
  async requireGroup(viewer: AuthUser, gid: number): Promise<GroupRow> {
    const group = await this.membership.requireGroup(gid);
    await this.access.require(viewer, 'create', { kind: 'class', ownerUid: null, gid }, REFUSALS);
    return group;
  }

  /** The groups whose classes the viewer manages; null means every group (a root of every group). */
  async managedGids(viewer: AuthUser): Promise<number[] | null> {
    if (power(viewer, 'root-in-every-group')) return null;
    return this.groups.administeredBy(viewer.uid);
  }
}
