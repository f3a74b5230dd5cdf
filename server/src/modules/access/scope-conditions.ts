import { FindOptionsWhere, In, IsNull } from 'typeorm';
import { ProblemAuth } from '@verdict/common';
import type { Scope } from './scope';

/**
 * Scope → SQL, in one place. The conditions are TypeORM where-objects, so the same value serves
 * `find` options (`{ uid, ...submissionsIn(scope) }`) and query builders (`qb.andWhere(...)`).
 */
/** A condition no row meets (TypeORM writes an empty IN as `0=1`). */
const none = () => In<number>([]);

/**
 * Submissions (HOJ `judge` rows) made in a scope. A training files its submissions under its home:
 * a site training's are public rows, a group training's are rows of its group (as HOJ does), so a
 * training's own list is the training module's join and a training scope holds none here. A
 * package's verification run is made in no scope: its rows are left out of the public one they
 * would otherwise fall in.
 */
export function submissionsIn(
  scope: Scope,
): FindOptionsWhere<{ cid: number; gid: number | null; isVerification: boolean }> {
  switch (scope.kind) {
    case 'public':
      return { cid: 0, gid: IsNull(), isVerification: false };
    case 'contest':
      return { cid: scope.cid };
    case 'group':
      return { cid: 0, gid: scope.gid };
    case 'training':
      return { cid: none() };
  }
}

/**
 * The scope columns a new submission row records before its placement says more: a training's
 * group comes from the training (`SubmissionPlacement.gid`), which only its rules know.
 */
export function submissionColumnsOf(
  scope: Scope,
  placement?: { gid?: number | null },
): { cid: number; gid: number | null } {
  switch (scope.kind) {
    case 'public':
      return { cid: 0, gid: null };
    case 'training':
      return { cid: 0, gid: placement?.gid ?? null };
    case 'contest':
      return { cid: scope.cid, gid: null };
    case 'group':
      return { cid: 0, gid: scope.gid };
  }
}

/** The submissions a training counts: those made at its home, the public set or its group. */
export function trainingSubmissionsIn(training: {
  gid: number | null;
}): FindOptionsWhere<{ cid: number; gid: number | null; isVerification: boolean }> {
  return training.gid === null
    ? submissionsIn({ kind: 'public' })
    : submissionsIn({ kind: 'group', gid: training.gid });
}

/**
 * Problems that belong to a scope. Public and group problems are marked on the problem row; a
 * group's private and contest-only problems are its admins' (by id), never in its set. Contests
 * and trainings reach problems through their own problem lists, which arrive with them.
 */
export function problemsIn(scope: Scope): FindOptionsWhere<{ id: number; auth: number; gid: number | null }> {
  switch (scope.kind) {
    case 'public':
      return { auth: ProblemAuth.PUBLIC, gid: IsNull() };
    case 'group':
      return { auth: ProblemAuth.PUBLIC, gid: scope.gid };
    case 'contest':
    case 'training':
      return { id: none() };
  }
}

/** `problemsIn` for a problem already loaded. */
export function isProblemIn(problem: { auth: number; gid: number | null }, scope: Scope): boolean {
  switch (scope.kind) {
    case 'public':
      return problem.auth === ProblemAuth.PUBLIC && problem.gid === null;
    case 'group':
      return problem.auth === ProblemAuth.PUBLIC && problem.gid === scope.gid;
    case 'contest':
    case 'training':
      return false;
  }
}
