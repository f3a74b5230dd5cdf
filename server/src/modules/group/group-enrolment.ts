import { Injectable } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { GroupMemberAuth } from '@verdict/common';
import { GroupMemberEntity } from './group-member.entity';

/**
 * Makes users members of a group on another module's behalf (a teacher adding class students):
 * each becomes a member (auth 3) unless already one or ranked higher; an applicant or a refused
 * user is made a member too. Runs in the caller's transaction.
 */
@Injectable()
export class GroupEnrolment {
  async enrol(manager: EntityManager, gid: number, uids: readonly string[]): Promise<void> {
    if (uids.length === 0) return;
    const members = await manager.find(GroupMemberEntity, { where: { gid, uid: In([...uids]) } });
    const byUid = new Map(members.map((member) => [member.uid, member]));
    for (const uid of new Set(uids)) {
      const member = byUid.get(uid);
      if (!member) await manager.insert(GroupMemberEntity, { gid, uid, auth: GroupMemberAuth.MEMBER });
      else if (member.auth < GroupMemberAuth.MEMBER)
        await manager.update(GroupMemberEntity, { id: member.id }, { auth: GroupMemberAuth.MEMBER });
    }
  }
}
