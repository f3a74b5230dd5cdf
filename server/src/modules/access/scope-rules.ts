import { badRequest, forbidden, notFound } from '../../common/http/app.exception';
import { isProblemIn } from './scope-conditions';
import type { Scope, ScopeKind } from './scope';
import type { SubmissionLens } from './submission-lens';
import { hasVipAccess, isAdmin, type Viewer } from './viewer';

export type AccessAction = 'view' | 'submit';

/** What the rules read of a problem. */
export interface ProblemFacts {
  id: number;
  auth: number;
  gid: number | null;
  isVip: boolean;
}

export const PROBLEM_NOT_FOUND = 'The problem does not exist';
export const VIP_ONLY_MESSAGE = 'This problem is only available to VIP members';

/**
 * The rules of one kind of scope. Contests (registration, start, seal), groups (membership) and
 * trainings (registration) register theirs with the access service when they are built.
 */
export interface ScopeRules<S extends Scope = Scope> {
  /** Throws when the viewer may not act in the scope at all (not registered, not started, …). */
  enter(viewer: Viewer | undefined, scope: S, action: AccessAction): Promise<void>;
  /** Throws when an existing problem may not be opened or submitted to in the scope by the viewer. */
  problem(
    viewer: Viewer | undefined,
    problem: ProblemFacts,
    scope: S,
    action: AccessAction,
  ): void | Promise<void>;
  /**
   * The problem a request names in the scope by text (a submit's `pid`, the saved code's
   * `problemID`): its id, `null` when the scope has no problem of that name, or `undefined` when the
   * scope names problems by their own problem ids (a group's problems with the group's prefix).
   */
  problemNamed?(name: string, scope: S): Promise<number | null | undefined>;
  /** Where a submission to the problem is filed in the scope (a contest files it under its display id). */
  placement?(problem: { id: number; problemId: string }, scope: S): Promise<SubmissionPlacement>;
  /** What the viewer may read of the scope's submissions; everything when absent. */
  lens?(viewer: Viewer | undefined, scope: S): Promise<SubmissionLens>;
  /**
   * Throws when the viewer may not know of the scope at all (a group's submissions outside the
   * group); a submission opened by its id is checked here. Anyone may when absent.
   */
  reveal?(viewer: Viewer | undefined, scope: S): Promise<void>;
}

/** The display id, contest problem and group a new submission records. */
export interface SubmissionPlacement {
  displayPid: string;
  cpid: number;
  /**
   * The group the submission is filed under when the scope brings one: a group's own scope, or a
   * training of a group, so the group's lists, ranks and homework see it. Absent: the scope's own.
   */
  gid?: number | null;
}

/**
 * Outside contests and groups: admins reach every problem; others the public ones, and VIP-only
 * ones only when they are VIP (403, so the page can say why); anything else does not exist (404).
 */
export const PUBLIC_RULES: ScopeRules = {
  enter: () => Promise.resolve(),
  problem(viewer, problem, scope) {
    if (isAdmin(viewer)) return;
    if (!isProblemIn(problem, scope)) throw notFound(PROBLEM_NOT_FOUND);
    if (problem.isVip && !hasVipAccess(viewer)) throw forbidden(VIP_ONLY_MESSAGE);
  },
};

const LABEL: Record<Exclude<ScopeKind, 'public'>, string> = {
  contest: 'Contest',
  group: 'Group',
  training: 'Training',
};

/**
 * A kind of scope that is not built yet: it holds nothing, so reading it finds nothing and
 * submitting into it answers 400 "<Kind> submissions are not open yet".
 */
export function closedRules(kind: Exclude<ScopeKind, 'public'>): ScopeRules {
  return {
    enter(_viewer, _scope, action) {
      if (action === 'submit')
        return Promise.reject(badRequest(`${LABEL[kind]} submissions are not open yet`));
      return Promise.resolve();
    },
    problem() {
      throw notFound(PROBLEM_NOT_FOUND);
    },
  };
}
