import { Injectable } from '@nestjs/common';
import { forbidden, notFound, unauthorized } from '../../../common/http/app.exception';
import { PROBLEM_NOT_FOUND } from '../../access/scope-rules';
import type { Viewer } from '../../access/viewer';
import { GroupMembership } from '../../group/group-membership.service';
import type { GroupEntity } from '../../group/group.entity';
import type { ProblemEntity } from '../problem.entity';
import { ProblemService } from '../problem.service';
import { GROUP_PROBLEM_MESSAGES } from './group-problem.dto';

export type GroupProblem = ProblemEntity & { gid: number };

/**
 * Who does what with a group's problems: group admins create; a group root (auth 5,
 * the owner, a super admin) edits or deletes any of them, other group admins only their own.
 * Asking to make one public, and downloading its test data, are for its author or a group root.
 * Members read the public ones through the group scope (`GroupRules`).
 */
@Injectable()
export class GroupProblemAccess {
  constructor(
    private readonly membership: GroupMembership,
    private readonly problems: ProblemService,
  ) {}

  /** A group's problem by id, or 404 (site problems are not served by the group routes). */
  async requireGroupProblem(pid: number): Promise<GroupProblem> {
    const problem = await this.problems.findById(pid);
    if (!problem || problem.gid === null) throw notFound(PROBLEM_NOT_FOUND);
    return problem as GroupProblem;
  }

  /** The problem once the viewer may edit it: 401, 404, 403 not a group admin, 403 not root and not theirs. */
  async requireManageable(
    viewer: Viewer | undefined,
    pid: number,
  ): Promise<{ problem: GroupProblem; group: GroupEntity }> {
    if (!viewer) throw unauthorized();
    const problem = await this.requireGroupProblem(pid);
    const group = await this.membership.requireAdmin(viewer, problem.gid);
    if (!this.isAuthor(viewer, problem) && !(await this.membership.isGroupRoot(viewer, group)))
      throw forbidden(GROUP_PROBLEM_MESSAGES.notYourProblem);
    return { problem, group };
  }

  /** The problem once the viewer is its author (still a member) or a group root. */
  async requireAuthorOrRoot(viewer: Viewer | undefined, pid: number, refusal: string): Promise<GroupProblem> {
    if (!viewer) throw unauthorized();
    const problem = await this.requireGroupProblem(pid);
    const group = await this.membership.requireMember(viewer, problem.gid);
    if (!this.isAuthor(viewer, problem) && !(await this.membership.isGroupRoot(viewer, group)))
      throw forbidden(refusal);
    return problem;
  }

  requireMember(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireMember(viewer, gid);
  }

  requireAdmin(viewer: Viewer | undefined, gid: number): Promise<GroupEntity> {
    return this.membership.requireAdmin(viewer, gid);
  }

  private isAuthor(viewer: Viewer, problem: ProblemEntity): boolean {
    return !!viewer.username && problem.author === viewer.username;
  }
}
