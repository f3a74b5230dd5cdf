import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorCode } from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../../common/http/app.exception';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import type { GroupEntity } from '../../group/group.entity';
import { ContestEntity } from '../contest.entity';
import { GROUP_CONTEST_MESSAGES } from './group-contest.dto';

export type GroupContest = ContestEntity & { gid: number };

/**
 * Who manages a group's contest: group admins (4, 5) create them; editing, its
 * problems, announcements, visibility and deletion are for a group root (5, the owner, a super
 * admin) and, while still a group admin, the contest's author. Outsiders learn nothing of it.
 */
@Injectable()
export class GroupContestAccess {
  constructor(
    private readonly membership: GroupMembership,
    @InjectRepository(ContestEntity) private readonly contests: Repository<ContestEntity>,
  ) {}

  /** The contest, when it is a group's: site contests are not served by the group routes. */
  async requireGroupContest(cid: number): Promise<GroupContest> {
    const contest = await this.contests.findOneBy({ id: cid });
    if (!contest || contest.gid === null) {
      throw notFound(GROUP_CONTEST_MESSAGES.notGroupContest, ErrorCode.CONTEST_NOT_FOUND);
    }
    return contest as GroupContest;
  }

  /**
   * The contest once the viewer may manage it: 401 signed out, 404 unknown (or a site contest, or
   * a group the viewer is not in), 403 a member who is no group admin, or an admin who is neither
   * a root nor its author.
   */
  async requireManageable(
    viewer: Viewer | undefined,
    cid: number,
  ): Promise<{ contest: GroupContest; group: GroupEntity }> {
    if (!viewer) throw unauthorized();
    const contest = await this.requireGroupContest(cid);
    if (!(await this.membership.isMember(viewer, contest.gid))) {
      throw notFound(GROUP_CONTEST_MESSAGES.notGroupContest, ErrorCode.CONTEST_NOT_FOUND);
    }
    const group = await this.membership.requireAdmin(viewer, contest.gid);
    if (!(await this.membership.isGroupRoot(viewer, group)) && contest.uid !== viewer.uid) {
      throw forbidden(GROUP_CONTEST_MESSAGES.notYourContest);
    }
    return { contest, group };
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireAdmin(viewer, gid);
  }
}
