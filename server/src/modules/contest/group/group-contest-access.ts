import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ErrorCode } from '@verdict/common';
import { notFound, unauthorized } from '../../../common/http/app.exception';
import { AccessService } from '../../access/access.service';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import { GROUP_MESSAGES } from '../../group/group-messages';
import type { GroupRow } from '../../group/group-row';
import { contestThing } from '../contest-rules';
import { ContestEntity } from '../contest.entity';
import { GROUP_CONTEST_MESSAGES } from './group-contest.dto';

export type GroupContest = ContestEntity & { gid: number };

const REFUSALS = {
  notFound: GROUP_CONTEST_MESSAGES.notGroupContest,
  forbidden: GROUP_MESSAGES.notAdmin,
  notOwner: GROUP_CONTEST_MESSAGES.notYourContest,
  notFoundCode: ErrorCode.CONTEST_NOT_FOUND,
} as const;

/**
 * A group's contests for the group routes. Who manages one is the access policy's `edit`: group
 * admins (4, 5) create them; editing, its problems, announcements, visibility and deletion are
 * for a group root (5, the owner, a super admin) and, while still a group admin, the contest's
 * author. Outsiders learn nothing of it.
 */
@Injectable()
export class GroupContestAccess {
  constructor(
    private readonly access: AccessService,
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
  ): Promise<{ contest: GroupContest; group: GroupRow }> {
    if (!viewer) throw unauthorized();
    const contest = await this.requireGroupContest(cid);
    await this.access.require(viewer, 'edit', contestThing(contest), REFUSALS);
    return { contest, group: await this.membership.requireGroup(contest.gid) };
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireAdmin(viewer, gid);
  }
}
