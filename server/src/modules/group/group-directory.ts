import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { GroupMemberEntity } from './group-member.entity';
import { GroupEntity } from './group.entity';

/** What other modules show of a group beside their own rows. */
export type GroupSummary = Pick<GroupEntity, 'id' | 'name' | 'shortName'>;

/** The group module's read interface for other modules: group names and who administers which. */
@Injectable()
export class GroupDirectory {
  constructor(
    @InjectRepository(GroupEntity) private readonly groups: Repository<GroupEntity>,
    @InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>,
  ) {}

  /** The groups the user administers (member auth 4 or 5). */
  async administeredBy(uid: string): Promise<number[]> {
    const rows = await this.members.find({
      where: { uid, auth: MoreThanOrEqual(GroupMemberAuth.ADMIN) },
      select: { gid: true },
    });
    return rows.map((row) => row.gid);
  }

  /** The groups the user is a member of (member auth 3 and up; not applicants). */
  async memberOf(uid: string): Promise<number[]> {
    const rows = await this.members.find({
      where: { uid, auth: MoreThanOrEqual(GroupMemberAuth.MEMBER) },
      select: { gid: true },
    });
    return rows.map((row) => row.gid);
  }

  /**
   * The member auth of each of these users in each of these groups, as gid → uid → auth; a user
   * without a member row in a group is absent from its map.
   */
  async authsIn(gids: readonly number[], uids: readonly string[]): Promise<Map<number, Map<string, number>>> {
    const auths = new Map<number, Map<string, number>>();
    if (gids.length === 0 || uids.length === 0) return auths;
    const rows = await this.members.find({
      where: { gid: In([...gids]), uid: In([...uids]) },
      select: { gid: true, uid: true, auth: true },
    });
    for (const row of rows) {
      const inGroup = auths.get(row.gid) ?? new Map<string, number>();
      inGroup.set(row.uid, row.auth);
      auths.set(row.gid, inGroup);
    }
    return auths;
  }

  /** These groups (every group when null), newest first. */
  summaries(gids: readonly number[] | null): Promise<GroupSummary[]> {
    if (gids !== null && gids.length === 0) return Promise.resolve([]);
    return this.groups.find({
      where: gids === null ? {} : { id: In([...gids]) },
      select: { id: true, name: true, shortName: true },
      order: { id: 'DESC' },
    });
  }
}
