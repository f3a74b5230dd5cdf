import { Injectable } from '@nestjs/common';
import { ProblemAuth } from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessSource } from '../access/access-sources';
import { PUBLIC_SCOPE, type Scope } from '../access/scope';
import {
  PROBLEM_NOT_FOUND,
  PUBLIC_RULES,
  type AccessAction,
  type ProblemFacts,
  type ScopeRules,
  type SubmissionPlacement,
} from '../access/scope-rules';
import type { Viewer } from '../access/viewer';
import { GROUP_MESSAGES } from './group-messages';
import { GroupMembership } from './group-membership.service';

type GroupScope = Extract<Scope, { kind: 'group' }>;

/**
 * The group scope's rules, which the access service finds (`@AccessSource`). Only members (and super admins,
 * who are roots of every group) enter a group. In it they reach the group's own public problems; its private and contest-only
 * problems are for group admins. A public problem is reachable as it is outside, since group
 * trainings and contests use them; another group's problem never is.
 */
@Injectable()
@AccessSource('group')
export class GroupRules implements ScopeRules<GroupScope> {
  constructor(private readonly membership: GroupMembership) {}

  async enter(viewer: Viewer | undefined, scope: GroupScope): Promise<void> {
    await this.membership.requireGroup(scope.gid);
    if (!viewer) throw unauthorized();
    if (!(await this.membership.isMember(viewer, scope.gid))) throw forbidden(GROUP_MESSAGES.notMember);
  }

  /** A group's submissions are its members' business (HOJ checks membership on every group read). */
  reveal(viewer: Viewer | undefined, scope: GroupScope): Promise<void> {
    return this.enter(viewer, scope);
  }

  /** Submissions in a group are filed under it, whatever problem they are to (a public one too). */
  placement(problem: { problemId: string }, scope: GroupScope): Promise<SubmissionPlacement> {
    return Promise.resolve({ displayPid: problem.problemId, cpid: 0, gid: scope.gid });
  }

  async problem(
    viewer: Viewer | undefined,
    problem: ProblemFacts,
    scope: GroupScope,
    action: AccessAction,
  ): Promise<void> {
    if (problem.gid === null) return PUBLIC_RULES.problem(viewer, problem, PUBLIC_SCOPE, action);
    if (problem.gid !== scope.gid) throw notFound(PROBLEM_NOT_FOUND);
    if (problem.auth === ProblemAuth.PUBLIC) return;
    if (!(await this.membership.isGroupAdmin(viewer, scope.gid))) throw notFound(PROBLEM_NOT_FOUND);
  }
}
