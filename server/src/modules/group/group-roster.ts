import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { GroupMemberEntity } from './group-member.entity';

/**
 * A group's members (auth 3 and up: members, admins, roots) as ranks and homework progress list
 * them; applicants and refused users are not members.
 */
@Injectable()
export class GroupRoster {
  constructor(@InjectRepository(GroupMemberEntity) private readonly members: Repository<GroupMemberEntity>) {}

  async memberUids(gid: number): Promise<string[]> {
    const rows = await this.members.find({
      where: { gid, auth: MoreThanOrEqual(GroupMemberAuth.MEMBER) },
      select: { uid: true },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.uid);
  }
}
