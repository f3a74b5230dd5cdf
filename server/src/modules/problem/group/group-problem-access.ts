import { Injectable } from '@nestjs/common';
import { ProblemAuth } from '@verdict/common';
import { notFound, unauthorized } from '../../../common/http/app.exception';
import { AccessService } from '../../access/access.service';
import type { Thing, ThingAction } from '../../access/policy';
import { PROBLEM_NOT_FOUND } from '../../access/scope-rules';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import { GROUP_MESSAGES } from '../../group/group-messages';
import type { GroupRow } from '../../group/group-row';
import { UserService } from '../../user/user.service';
import type { ProblemEntity } from '../problem.entity';
import { ProblemService } from '../problem.service';
import { GROUP_PROBLEM_MESSAGES } from './group-problem.dto';

export type GroupProblem = ProblemEntity & { gid: number };

/**
 * A group's problems for the group routes. Who does what with one is the access policy's: group
 * admins create; a group root (auth 5, the owner, a super admin) edits or deletes any of them,
 * other group admins only their own. Asking to make one public, and downloading its test data,
 * are for its author (still a member) or a group root. Members read the public ones through the
 * group scope (`GroupRules`). Non-members learn nothing of them (404).
 */
@Injectable()
export class GroupProblemAccess {
  constructor(
    private readonly access: AccessService,
    private readonly membership: GroupMembership,
    private readonly problems: ProblemService,
    private readonly users: UserService,
  ) {}

  /** A group's problem by id, or 404 (site problems are not served by the group routes). */
  async requireGroupProblem(pid: number): Promise<GroupProblem> {
    const problem = await this.problems.findById(pid);
    if (!problem || problem.gid === null) throw notFound(PROBLEM_NOT_FOUND);
    return problem as GroupProblem;
  }

  /** The problem once the viewer may edit it: 401, 404 unknown or not in its group, 403 not a root and not theirs. */
  async requireManageable(
    viewer: Viewer | undefined,
    pid: number,
  ): Promise<{ problem: GroupProblem; group: GroupRow }> {
    const problem = await this.requireAllowed(viewer, pid, 'edit', GROUP_PROBLEM_MESSAGES.notYourProblem);
    return { problem, group: await this.membership.requireGroup(problem.gid) };
  }

  /** The problem once the viewer is its author (still a member) or a group root (the policy's `manage`). */
  requireAuthorOrRoot(viewer: Viewer | undefined, pid: number, refusal: string): Promise<GroupProblem> {
    return this.requireAllowed(viewer, pid, 'manage', refusal);
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupRow> {
    return this.membership.requireAdmin(viewer, gid);
  }

  private async requireAllowed(
    viewer: Viewer | undefined,
    pid: number,
    action: ThingAction,
    refusal: string,
  ): Promise<GroupProblem> {
    if (!viewer) throw unauthorized();
    const problem = await this.requireGroupProblem(pid);
    const thing = await this.thingOf(problem);
    await this.access.require(viewer, action, thing, {
      notFound: PROBLEM_NOT_FOUND,
      forbidden: GROUP_MESSAGES.notAdmin,
      notOwner: refusal,
    });
    return problem;
  }

  /** The problem as the access policy reads it; a problem records its author by username, so it is looked up. */
  private async thingOf(problem: GroupProblem): Promise<Thing> {
    const author = problem.author ? await this.users.findByUsername(problem.author) : null;
    return {
      kind: 'problem',
      ownerUid: author?.uid ?? null,
      gid: problem.gid,
      hidden: problem.auth !== ProblemAuth.PUBLIC,
    };
  }
}
