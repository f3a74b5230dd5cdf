import { isAdminRole, ProblemAuth, Role } from '@verdict/common';
import type { ClassPlacement } from './class-roster';
import { scopeOf } from './scope';
import type { Viewer } from './viewer';

/** Powers that come with a site role alone, whatever the thing or group. */
export type StaffPower =
  | 'root-in-every-group'
  | 'administers-every-contest'
  | 'skips-posting-limits'
  | 'skips-group-limits'
  | 'sees-judge-failures'
  | 'reads-everyones-code'
  | 'reads-hidden-practice-code'
  | 'has-vip-benefits'
  | 'moves-any-test-data'
  | 'refreshes-statistics'
  | 'signs-in-to-back-office'
  | 'rejudges';

/** Who holds a power: these roles, and these others while they are VIP. */
interface PowerHolders {
  roles: readonly number[];
  whileVip?: readonly number[];
}

/** Super admins, admins and problem admins. */
const ADMINS: readonly number[] = Object.values(Role).filter(isAdminRole);

/**
 * Every staff power and its holders, in one table:
 * - root-in-every-group: counts as a root in every group (reads and manages all of it, lists the
 *   hidden groups, manages every class, acts on every student, removes a group's owner, which
 *   disbands the group);
 * - administers-every-contest: administers every contest as its author does, and like its author
 *   is never a contestant on its board; their clarifications are read by all;
 * - skips-posting-limits: posts and comments without the solved problems and the daily limit;
 * - skips-group-limits: creates groups without the solved problems and the limits on groups owned;
 * - sees-judge-failures: reads the judge's own words on a System Error (test runs, submissions,
 *   cases) and why a submission still waits;
 * - reads-everyones-code: reads everyone's code and test data in results (outside running contests);
 * - reads-hidden-practice-code: reads practice code while the site hides it;
 * - has-vip-benefits: VIP-only problems, contests, trainings and official solutions without being VIP;
 * - moves-any-test-data: uploads and downloads the test data of any problem;
 * - refreshes-statistics: recounts the home page's weekly statistics on request;
 * - signs-in-to-back-office: signs in at the back office's login;
 * - rejudges: rejudges a submission.
 */
const STAFF_POWERS: Record<StaffPower, PowerHolders> = {
  'root-in-every-group': { roles: [Role.ROOT] },
  'administers-every-contest': { roles: [Role.ROOT] },
  'skips-posting-limits': { roles: ADMINS },
  'skips-group-limits': { roles: ADMINS },
  'sees-judge-failures': { roles: ADMINS },
  'reads-everyones-code': { roles: [...ADMINS, Role.TEACHER] },
  'reads-hidden-practice-code': { roles: [Role.ROOT, Role.PROBLEM_ADMIN] },
  'has-vip-benefits': { roles: ADMINS },
  'moves-any-test-data': { roles: ADMINS },
  'refreshes-statistics': { roles: ADMINS },
  'signs-in-to-back-office': { roles: ADMINS },
  rejudges: { roles: [Role.ROOT], whileVip: [Role.TEACHER] },
};

/** Whether the user holds the power; nobody signed out does. */
export function power(who: { role: number; isVip?: boolean } | null | undefined, name: StaffPower): boolean {
  if (!who) return false;
  const { roles, whileVip = [] } = STAFF_POWERS[name];
  return roles.includes(who.role) || (!!who.isVip && whileVip.includes(who.role));
}

/** The roles that hold the power without being VIP (to find its holders among the accounts). */
export function rolesHolding(name: StaffPower): readonly number[] {
  return STAFF_POWERS[name].roles;
}

export const STAFF_MESSAGES = {
  notYourStudent: 'A teacher can only manage the students of their own classes',
  contestSubmission: 'Contest submissions can not be deleted by a teacher',
  notYourProblem: 'Only its author or an admin can manage this contest-only problem',
} as const;

/**
 * A teacher teaches a user in a group when the user is a student of one of the teacher's classes
 * there and is not ranked above the teacher in the group (a group root is no teacher's student).
 */
export function teachesIn(placements: ClassPlacement[], gid: number): boolean {
  return placements.some((place) => place.gid === gid && place.studentAuth <= place.teacherAuth);
}

/** Whether the teacher teaches the user in any group. */
export function teachesAnywhere(placements: ClassPlacement[]): boolean {
  return placements.some((place) => place.studentAuth <= place.teacherAuth);
}

/** Super admins and admins delete any submission; the rule below binds everyone else. */
function deletesAnySubmission(viewer: Viewer): boolean {
  return viewer.role === Role.ROOT || viewer.role === Role.ADMIN;
}

/**
 * What a viewer may delete of one user's submissions. A teacher deletes only the practice
 * submissions of a student of their own classes and the homework ones made in a group where they
 * teach the student, never a contest's; super admins and admins delete any.
 */
export class SubmissionDeletionRule {
  private constructor(
    private readonly any: boolean,
    private readonly placements: ClassPlacement[],
  ) {}

  /** `placements`: where the user is a student of the viewer's classes (asked of teachers only). */
  static of(viewer: Viewer, placements: ClassPlacement[]): SubmissionDeletionRule {
    return new SubmissionDeletionRule(deletesAnySubmission(viewer), placements);
  }

  /** Whether the user is the viewer's to act on at all. */
  coversUser(): boolean {
    return this.any || teachesAnywhere(this.placements);
  }

  /** Why the viewer may not delete the submission, or null when they may. */
  refusal(row: { cid: number; gid: number | null }): string | null {
    if (this.any) return null;
    if (scopeOf(row).kind === 'contest') return STAFF_MESSAGES.contestSubmission;
    const taught = row.gid === null ? teachesAnywhere(this.placements) : teachesIn(this.placements, row.gid);
    return taught ? null : STAFF_MESSAGES.notYourStudent;
  }
}

/** The super admin counts as root in every group: every member is theirs to act on. */
export function actsOnEveryStudent(viewer: Pick<Viewer, 'role'>): boolean {
  return power(viewer, 'root-in-every-group');
}

/** Only a teacher's deletions depend on their classes; other roles delete any or none. */
export function deletesByClass(viewer: Pick<Viewer, 'role'>): boolean {
  return viewer.role === Role.TEACHER;
}

/**
 * Who manages a problem in the back office (opens its form, edits it, changes its visibility, puts
 * it in a contest). Super admins and admins manage every problem and problem admins the site's
 * public and private ones; a contest-only problem belongs to its author, so another problem admin
 * can neither edit it nor put it in a contest of their own.
 */
export function managesProblem(viewer: Viewer, problem: { auth: number; author: string }): boolean {
  if (viewer.role === Role.ROOT || viewer.role === Role.ADMIN) return true;
  if (!!viewer.username && problem.author === viewer.username) return true;
  return viewer.role === Role.PROBLEM_ADMIN && problem.auth !== ProblemAuth.CONTEST;
}
