import { ProblemAuth, Role } from '@verdict/common';
import type { ClassPlacement } from './class-roster';
import { scopeOf } from './scope';
import type { Viewer } from './viewer';

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
  return viewer.role === Role.ROOT;
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
