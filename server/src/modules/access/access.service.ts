import { Injectable } from '@nestjs/common';
import type { CodeHiddenReason, ErrorCodeValue } from '@verdict/common';
import { forbidden, notFound, unauthorized } from '../../common/http/app.exception';
import { AccessSources } from './access-sources';
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
import { NO_CLASSES, type ClassRoster } from './class-roster';
import { decide, type Actor, type Decision, type Thing, type ThingAction } from './policy';
import {
  actsOnEveryStudent,
  deletesByClass,
  managesProblem,
  power,
  STAFF_MESSAGES,
  SubmissionDeletionRule,
  teachesAnywhere,
  teachesIn,
} from './staff-powers';
import { hidesResultOf, isHiddenRow, OPEN_LENS, type SubmissionLens } from './submission-lens';
import { hasVipAccess, type Viewer } from './viewer';

/** A problem as a request names it: by its internal id, or by its problem id (`P1000`, `HG1-A`). */
export type ProblemRef = { readonly id: number } | { readonly problemId: string };

const SEALED_SUBMISSION = 'This submission is hidden while the scoreboard is sealed';

/** Whom the policy asks about: the viewer's id and role. */
type Who = Pick<Viewer, 'uid' | 'role'>;

/** What a refusal of the policy says: 404 for a thing the viewer may not know of, 403 for one they may. */
export interface Refusals {
  notFound: string;
  /** The viewer's role or rank falls short. */
  forbidden: string;
  /** The viewer has the rank but the thing is someone else's; `forbidden` when absent. */
  notOwner?: string;
  /** HOJ's error code of the 404, where its client reads one. */
  notFoundCode?: ErrorCodeValue;
}

/** Until their modules are built, scopes other than the public one hold nothing. */
const CLOSED: Record<Exclude<ScopeKind, 'public'>, ScopeRules> = {
  contest: closedRules('contest'),
  group: closedRules('group'),
  training: closedRules('training'),
};

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
 * Each kind of scope has its rules (`ScopeRules`): the contest, group and training modules mark
 * theirs with `@AccessSource`, and a scope whose rules are missing is closed. Who may view, create,
 * edit, delete and manage each kind of thing is the policy (`policy.ts`), asked through `may` and
 * `require` with the thing's descriptor.
 */
@Injectable()
export class AccessService {
  constructor(private readonly sources: AccessSources = AccessSources.of({})) {}

  private get rules(): Record<ScopeKind, ScopeRules> {
    return {
      public: PUBLIC_RULES,
      contest: (this.sources.get('contest') as ScopeRules | undefined) ?? CLOSED.contest,
      group: (this.sources.get('group') as ScopeRules | undefined) ?? CLOSED.group,
      training: (this.sources.get('training') as ScopeRules | undefined) ?? CLOSED.training,
    };
  }

  /** Who is whose student: the teacher module's classes, or nobody's when it is not built. */
  private get roster(): ClassRoster {
    return this.sources.get('roster') ?? NO_CLASSES;
  }

  /** Whether the viewer may do the action with the thing (see `policy.ts`). */
  async may(viewer: Who | undefined, action: ThingAction, thing: Thing): Promise<boolean> {
    return (await this.decision(viewer, action, thing)) === 'allow';
  }

  /** `may` for each of many things, asking the viewer's rank once per group. */
  async mayEach(viewer: Who | undefined, action: ThingAction, things: readonly Thing[]): Promise<boolean[]> {
    const ranks = new Map<number, Promise<number>>();
    const decisions = await Promise.all(things.map((thing) => this.decision(viewer, action, thing, ranks)));
    return decisions.map((decision) => decision === 'allow');
  }

  /** Throws the policy's refusal of the action: 401 signed out, then 404 or 403 with the kind's messages. */
  async require(
    viewer: Who | undefined,
    action: ThingAction,
    thing: Thing,
    refusals: Refusals,
  ): Promise<void> {
    const decision = await this.decision(viewer, action, thing);
    if (decision === 'unauthorized') throw unauthorized();
    if (decision === 'not-found') throw notFound(refusals.notFound, refusals.notFoundCode);
    if (decision === 'forbidden') throw forbidden(refusals.forbidden);
    if (decision === 'not-owner') throw forbidden(refusals.notOwner ?? refusals.forbidden);
  }

  /** The viewer's member auth in the group (5 for its owner, 0 when not in it). */
  async groupRank(viewer: Who | undefined, gid: number): Promise<number> {
    if (!viewer) return 0;
    return (await this.sources.get('groupRanks')?.rankIn(viewer, gid)) ?? 0;
  }

  private async decision(
    viewer: Who | undefined,
    action: ThingAction,
    thing: Thing,
    ranks = new Map<number, Promise<number>>(),
  ): Promise<Decision> {
    if (!viewer) return decide(null, action, thing);
    const actor: Actor = { uid: viewer.uid, role: viewer.role, groupRank: 0 };
    const gid = thing.gid;
    if (gid !== null && !actsOnEveryStudent(viewer)) {
      if (!ranks.has(gid)) ranks.set(gid, this.groupRank(viewer, gid));
      actor.groupRank = await ranks.get(gid)!;
    }
    if (thing.kind === 'submission' && thing.ownerUid !== null && deletesByClass(viewer)) {
      const placements = await this.roster.placementsOf(viewer, thing.ownerUid);
      actor.teachesOwner =
        thing.gid === null ? teachesAnywhere(placements) : teachesIn(placements, thing.gid);
    }
    return decide(actor, action, thing);
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

  /**
   * The problem a request names by text in the scope, as HOJ's client names it: a contest's
   * display id inside a contest, a training's display id (or a problem id) inside a training, the
   * problem id elsewhere. Never read as an internal id, so "1000" is problem 1000's problem id.
   * `null` when the scope has nothing of that name.
   */
  async problemNamed(scope: Scope, name: string): Promise<ProblemRef | null> {
    const id = await this.rules[scope.kind].problemNamed?.(name, scope);
    if (id === undefined) return { problemId: name };
    return id === null ? null : { id };
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

  /**
   * What the viewer may read of a submission opened by its id (its detail, case results and live
   * status): its scope must be known to them, and another's row the sealed board hides is refused.
   */
  async requireSubmissionView(
    viewer: Viewer | undefined,
    row: SubmissionFacts & { submitTime: Date },
  ): Promise<SubmissionLens> {
    await this.requireSubmissionScope(viewer, row);
    const lens = await this.lens(viewer, scopeOf(row));
    if (isHiddenRow(lens, row, viewer?.uid)) throw forbidden(SEALED_SUBMISSION);
    return lens;
  }

  /**
   * Live status pushes a submission's verdict, score, time and memory as they change: to its author,
   * teachers and admins, and only where its detail shows them all of these.
   */
  async requireWatchesSubmission(
    viewer: Viewer | undefined,
    row: SubmissionFacts & { submitTime: Date },
  ): Promise<void> {
    if (!this.watchesSubmission(viewer, row)) throw forbidden('Not your submission');
    const lens = await this.requireSubmissionView(viewer, row);
    if (hidesResultOf(lens, row)) throw forbidden('The result is hidden until the contest ends');
    if (lens.hidesOthersFigures && viewer?.uid !== row.uid)
      throw forbidden('Others’ run time and memory are hidden while the contest runs');
  }

  /** VIP-only problems stay listed for everyone; for others they are locked (status "not submitted"). */
  isProblemLocked(viewer: Viewer | undefined, problem: Pick<ProblemFacts, 'isVip'>): boolean {
    return problem.isVip && !hasVipAccess(viewer);
  }

  /** Whether VIP-only problems may be picked for the viewer (random pick) at all. */
  reachesVipProblems(viewer: Viewer | undefined): boolean {
    return hasVipAccess(viewer);
  }

  /** Official solutions are a VIP benefit. */
  seesSolution(viewer: Viewer | undefined): boolean {
    return hasVipAccess(viewer);
  }

  /**
   * Why the viewer may not see the code (null when they may), so the page can say it. The author,
   * teachers and admins see it; others only when it is shared and the problem allows sharing. While
   * a contest runs (its `lens` hides others' code), only its admins see others' code, teachers and
   * admins not. While `practiceCodeHidden` (the site switch) is on, code outside contests is hidden
   * from everyone but root and problem admins, its author included.
   */
  codeHiddenReason(
    viewer: Viewer | undefined,
    row: SubmissionFacts & { share: boolean },
    problem: { codeShare: boolean } | null,
    practiceCodeHidden = false,
    lens: SubmissionLens = OPEN_LENS,
  ): CodeHiddenReason | null {
    const scope = scopeOf(row);
    if (this.practiceCodeHiddenFrom(viewer, scope, practiceCodeHidden)) return 'hidden-outside-contests';
    if (viewer?.uid === row.uid) return null;
    if (lens.hidesOthersCode) return 'contest';
    if (power(viewer, 'reads-everyones-code')) return null;
    if (scope.kind === 'contest') return 'contest';
    if (!problem?.codeShare) return 'sharing-off';
    return row.share ? null : 'not-shared';
  }

  /** Whether the site switch (`practiceCodeHidden`) keeps code of the scope from the viewer. */
  practiceCodeHiddenFrom(viewer: Viewer | undefined, scope: Scope, practiceCodeHidden: boolean): boolean {
    return practiceCodeHidden && scope.kind !== 'contest' && !power(viewer, 'reads-hidden-practice-code');
  }

  /** Per-case results, unless the problem keeps them closed (openCaseResult off) for non-teachers. */
  seesCaseResults(viewer: Viewer | undefined, problem: { openCaseResult: boolean } | null): boolean {
    return !problem || problem.openCaseResult || power(viewer, 'reads-everyones-code');
  }

  /**
   * The program output of each case in the results: teachers and admins, but of others' submissions
   * in a running contest only its admins (the lens hides others' code then).
   */
  seesCaseData(
    viewer: Viewer | undefined,
    row?: Pick<SubmissionFacts, 'uid'>,
    lens: SubmissionLens = OPEN_LENS,
  ): boolean {
    if (lens.hidesOthersCode && viewer?.uid !== row?.uid) return false;
    return power(viewer, 'reads-everyones-code');
  }

  /** Live status of a submission: its author, teachers and admins. */
  watchesSubmission(viewer: Viewer | undefined, row: SubmissionFacts): boolean {
    return viewer?.uid === row.uid || power(viewer, 'reads-everyones-code');
  }

  /** Only the author shares, never inside a contest, and only where the problem allows it. */
  requireShare(viewer: Viewer, row: SubmissionFacts, problem: { codeShare: boolean } | null): void {
    if (row.uid !== viewer.uid) throw forbidden('Only the author can share this submission');
    if (scopeOf(row).kind === 'contest') throw forbidden('Contest submissions can not be shared');
    if (!problem?.codeShare) throw forbidden('Code sharing is turned off for this problem');
  }

  /** A failing case is the author's to download, outside contests. */
  downloadsFailingCase(viewer: Viewer | undefined, row: SubmissionFacts): boolean {
    return !!viewer && viewer.uid === row.uid && scopeOf(row).kind !== 'contest';
  }

  /**
   * Throws unless the viewer may delete the submission: super admins and admins any; a teacher
   * only a practice or homework one of a student of their own classes, never a contest's.
   */
  async requireDeletesSubmission(viewer: Viewer, row: SubmissionFacts): Promise<void> {
    const refusal = (await this.deletionRule(viewer, row.uid)).refusal(row);
    if (refusal) throw forbidden(refusal);
  }

  /** The ones of a user's submissions the viewer may delete; 403 when the user is not theirs at all. */
  async deletableSubmissions<R extends SubmissionFacts>(
    viewer: Viewer,
    uid: string,
    rows: R[],
  ): Promise<R[]> {
    const rule = await this.deletionRule(viewer, uid);
    if (!rule.coversUser()) throw forbidden(STAFF_MESSAGES.notYourStudent);
    return rows.filter((row) => rule.refusal(row) === null);
  }

  /**
   * Throws unless the viewer acts on the user's records in the group: the super admin always;
   * others (the group's teachers) when the user is a student of their own classes there and not
   * ranked above them in the group.
   */
  async requireTeachesStudent(viewer: Viewer, uid: string, gid: number): Promise<void> {
    if (actsOnEveryStudent(viewer)) return;
    if (!teachesIn(await this.roster.placementsOf(viewer, uid), gid))
      throw forbidden(STAFF_MESSAGES.notYourStudent);
  }

  /** The students of a class of the group (the teacher module owns the classes); null when it has none. */
  classStudents(gid: number, classId: number): Promise<string[] | null> {
    return this.roster.studentsOf(gid, classId);
  }

  /** The problem, once the viewer manages it in the back office (see `managesProblem`); 403 otherwise. */
  requireManagesProblem<P extends { auth: number; author: string }>(viewer: Viewer, problem: P): P {
    if (!managesProblem(viewer, problem)) throw forbidden(STAFF_MESSAGES.notYourProblem);
    return problem;
  }

  private async deletionRule(viewer: Viewer, uid: string): Promise<SubmissionDeletionRule> {
    const placements = deletesByClass(viewer) ? await this.roster.placementsOf(viewer, uid) : [];
    return SubmissionDeletionRule.of(viewer, placements);
  }
}
