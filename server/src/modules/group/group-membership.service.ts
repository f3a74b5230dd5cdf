import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessSource, type GroupRanks } from '../access/access-sources';
import { holdsStanding, type Actor, type GroupStanding } from '../access/policy';
import type { Viewer } from '../access/viewer';
import { GroupMemberEntity } from './group-member.entity';
import { GROUP_MESSAGES } from './group-messages';
import { GroupEntity } from './group.entity';

type Who = Pick<Viewer, 'uid' | 'role'> | undefined;

/**
 * Who is what in a group, for the group's routes: the viewer's member auth here, what it makes them
 * (member, admin or root) as the access policy says (`holdsStanding`: a super admin is a root
 * everywhere). Trainings, contests, problems and discussions of a group ask here, and the access
 * policy reads a viewer's rank here.
 */
@Injectable()
@AccessSource('groupRanks')
export class GroupMembership implements GroupRanks {
  constructor(
    @InjectRepository(GroupEntity) private readonly groups: Repository<GroupEntity>,
    @InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>,
  ) {}

  /** The group, or 404. */
  async requireGroup(gid: number): Promise<GroupEntity> {
    const group = await this.groups.findOneBy({ id: gid });
    if (!group) throw notFound(GROUP_MESSAGES.notFound);
    return group;
  }

  /** The viewer's member auth in the group: 0 when not in it, 5 for its owner. */
  async authOf(viewer: Who, gid: number): Promise<number> {
    if (!viewer) return 0;
    const row = await this.members.findOneBy({ gid, uid: viewer.uid });
    return row?.auth ?? 0;
  }

  /** The viewer's member auth in the group, 5 for its owner (the super admin's rank is the policy's). */
  async rankIn(viewer: Pick<Viewer, 'uid' | 'role'>, gid: number): Promise<number> {
    const [auth, group] = await Promise.all([
      this.authOf(viewer, gid),
      this.groups.findOne({ where: { id: gid }, select: { id: true, uid: true } }),
    ]);
    return group?.uid === viewer.uid ? GroupMemberAuth.ROOT : auth;
  }

  async isMember(viewer: Who, gid: number): Promise<boolean> {
    return this.holds(viewer, 'member', gid);
  }

  async isGroupAdmin(viewer: Who, gid: number): Promise<boolean> {
    return this.holds(viewer, 'admin', gid);
  }

  /** Its roots: auth 5, and its owner. */
  async isGroupRoot(viewer: Who, group: Pick<GroupEntity, 'id' | 'uid'>): Promise<boolean> {
    return this.holds(viewer, 'root', group.id, group.uid);
  }

  /** 401 for anonymous callers, 404 for a missing group, 403 unless a member or a super admin. */
  async requireMember(viewer: Who, gid: number): Promise<GroupEntity> {
    if (!viewer) throw unauthorized();
    const group = await this.requireGroup(gid);
    if (!(await this.isMember(viewer, gid))) throw forbidden(GROUP_MESSAGES.notMember);
    return group;
  }

  /** As `requireMember`, for group admins (auth 4, 5) and super admins. */
  async requireAdmin(viewer: Who, gid: number): Promise<GroupEntity> {
    if (!viewer) throw unauthorized();
    const group = await this.requireGroup(gid);
    if (!(await this.isGroupAdmin(viewer, gid))) throw forbidden(GROUP_MESSAGES.notAdmin);
    return group;
  }

  /** As `requireMember`, for group roots: auth 5, the owner and super admins. */
  async requireRoot(viewer: Who, gid: number): Promise<GroupEntity> {
    if (!viewer) throw unauthorized();
    const group = await this.requireGroup(gid);
    if (!(await this.isGroupRoot(viewer, group))) throw forbidden(GROUP_MESSAGES.notRoot);
    return group;
  }

  /**
   * Whether the viewer holds the standing in the group: by their role alone (the super admin), or
   * by their member auth (5 for `ownerUid`), read only when the role is not enough.
   */
  private async holds(
    viewer: Who,
    standing: GroupStanding,
    gid: number,
    ownerUid?: string,
  ): Promise<boolean> {
    if (!viewer) return false;
    const actor: Actor = { uid: viewer.uid, role: viewer.role, groupRank: 0 };
    if (holdsStanding(actor, standing)) return true;
    actor.groupRank = viewer.uid === ownerUid ? GroupMemberAuth.ROOT : await this.authOf(viewer, gid);
    return holdsStanding(actor, standing);
  }
}
