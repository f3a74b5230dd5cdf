import { Injectable } from '@nestjs/common';
import type { CodeHiddenReason } from '@verdict/common';
import { forbidden, notFound } from '../../common/http/app.exception';
import { scopeOf, type Scope, type ScopeKind } from './scope';
import {
  closedRules,
  PROBLEM_NOT_FOUND,
  PUBLIC_RULES,
  type AccessAction,
  type ProblemFacts,
  type ScopeRules,
  type SubmissionPlacement,
} from './scope-rules';
import { OPEN_LENS, type SubmissionLens } from './submission-lens';
import { hasVipAccess, readsHiddenPracticeCode, seesEveryonesCode, type Viewer } from './viewer';

/** What the rules read of a submission. */
export interface SubmissionFacts {
  uid: string;
  cid: number;
  gid: number | null;
}

/**
 * Who may view, submit and see code, per scope and role: the one home of these rules. Services
 * follow Immich's shape — check here, load, act, map — and never repeat a rule:
 *
 *     await this.access.requireScope(viewer, scope, 'submit');            // check the scope
 *     const problem = await this.problems.findById(pid);                  // load
 *     await this.access.requireProblem(viewer, problem, scope, 'submit'); // check the target
 *
 * Each kind of scope has its rules (`ScopeRules`); contests, groups and trainings register theirs
 * when they are built, and until then their scopes are closed.
 */
@Injectable()
export class AccessService {
  private readonly rules: Record<ScopeKind, ScopeRules> = {
    public: PUBLIC_RULES,
    contest: closedRules('contest'),
    group: closedRules('group'),
    training: closedRules('training'),
  };

  /** Plugs in the rules of a kind of scope (the contest, group and training modules). */
  register<K extends Exclude<ScopeKind, 'public'>>(
    kind: K,
    rules: ScopeRules<Extract<Scope, { kind: K }>>,
  ): void {
    this.rules[kind] = rules as ScopeRules;
  }

  /** Throws unless the viewer may act in the scope at all. */
  requireScope(viewer: Viewer | undefined, scope: Scope, action: AccessAction): Promise<void> {
    return this.rules[scope.kind].enter(viewer, scope, action);
  }

  /** 404 for a missing problem or one the viewer may not reach in the scope, 403 for a VIP-only one. */
  async requireProblem<P extends ProblemFacts>(
    viewer: Viewer | undefined,
    problem: P | null | undefined,
    scope: Scope,
    action: AccessAction,
  ): Promise<P> {
    if (!problem) throw notFound(PROBLEM_NOT_FOUND);
    await this.rules[scope.kind].problem(viewer, problem, scope, action);
    return problem;
  }

  /** The display id and contest problem a submission to the problem records in the scope. */
  async placement(problem: { id: number; problemId: string }, scope: Scope): Promise<SubmissionPlacement> {
    const rules = this.rules[scope.kind];
    return rules.placement ? rules.placement(problem, scope) : { displayPid: problem.problemId, cpid: 0 };
  }

  /** What the viewer may read of the scope's submissions (contests hide while running and sealed). */
  lens(viewer: Viewer | undefined, scope: Scope): Promise<SubmissionLens> {
    return this.rules[scope.kind].lens?.(viewer, scope) ?? Promise.resolve(OPEN_LENS);
  }

  /** Throws unless the viewer may know of the scope a submission was made in; its author always may. */
  async requireSubmissionScope(viewer: Viewer | undefined, row: SubmissionFacts): Promise<void> {
    if (viewer?.uid === row.uid) return;
    const scope = scopeOf(row);
    await this.rules[scope.kind].reveal?.(viewer, scope);
  }

  /** VIP-only problems stay listed for everyone; for others they are locked (status "not submitted"). */
  isProblemLocked(viewer: Viewer | undefined, problem: Pick<ProblemFacts, 'isVip'>): boolean {
    return problem.isVip && !hasVipAccess(viewer);
  }

  /** Whether VIP-only problems may be picked for the viewer (random pick) at all. */
  reachesVipProblems(viewer: Viewer | undefined): boolean {
    return hasVipAccess(viewer);
  }

  /** Official solutions are a VIP benefit (seed 1 §1). */
  seesSolution(viewer: Viewer | undefined): boolean {
    return hasVipAccess(viewer);
  }

  /**
   * Why the viewer may not see the code (null when they may), so the page can say it. The author,
   * teachers and admins see it; others only when it is shared and the problem allows sharing. While
   * `practiceCodeHidden` (the site switch) is on, code outside contests is hidden from everyone but
   * root and problem admins, its author included.
   */
  codeHiddenReason(
    viewer: Viewer | undefined,
    row: SubmissionFacts & { share: boolean },
    problem: { codeShare: boolean } | null,
    practiceCodeHidden = false,
  ): CodeHiddenReason | null {
    const scope = scopeOf(row);
    if (this.practiceCodeHiddenFrom(viewer, scope, practiceCodeHidden)) return 'hidden-outside-contests';
    if (viewer?.uid === row.uid || seesEveryonesCode(viewer)) return null;
    if (scope.kind === 'contest') return 'contest';
    if (!problem?.codeShare) return 'sharing-off';
    return row.share ? null : 'not-shared';
  }

  /** Whether the site switch (`practiceCodeHidden`) keeps code of the scope from the viewer. */
  practiceCodeHiddenFrom(viewer: Viewer | undefined, scope: Scope, practiceCodeHidden: boolean): boolean {
    return practiceCodeHidden && scope.kind !== 'contest' && !readsHiddenPracticeCode(viewer);
  }

  /** Per-case results, unless the problem keeps them closed (openCaseResult off) for non-teachers. */
  seesCaseResults(viewer: Viewer | undefined, problem: { openCaseResult: boolean } | null): boolean {
    return !problem || problem.openCaseResult || seesEveryonesCode(viewer);
  }

  /** The input and output of each case in the results: teachers and admins. */
  seesCaseData(viewer: Viewer | undefined): boolean {
    return seesEveryonesCode(viewer);
  }

  /** Live status of a submission: its author, teachers and admins. */
  watchesSubmission(viewer: Viewer | undefined, row: SubmissionFacts): boolean {
    return viewer?.uid === row.uid || seesEveryonesCode(viewer);
  }

  /** Only the author shares, never inside a contest, and only where the problem allows it. */
  requireShare(viewer: Viewer, row: SubmissionFacts, problem: { codeShare: boolean } | null): void {
    if (row.uid !== viewer.uid) throw forbidden('Only the author can share this submission');
    if (scopeOf(row).kind === 'contest') throw forbidden('Contest submissions can not be shared');
    if (!problem?.codeShare) throw forbidden('Code sharing is turned off for this problem');
  }

  /** A failing case is the author's to download, outside contests (seed 1 §6). */
  downloadsFailingCase(viewer: Viewer | undefined, row: SubmissionFacts): boolean {
    return !!viewer && viewer.uid === row.uid && scopeOf(row).kind !== 'contest';
  }
}
