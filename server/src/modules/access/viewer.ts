import { isAdminRole, Role } from '@verdict/common';

/** Who is asking; what the auth guard attaches to a request fits. */
export interface Viewer {
  uid: string;
  role: number;
  isVip: boolean;
  /** Present on logged-in requests; rules that admit accounts by name read it. */
  username?: string;
}

/** VIP-only problems and official solutions are a VIP benefit; admins have them too. */
export function hasVipAccess(viewer?: Viewer | null): boolean {
  return !!viewer && (viewer.isVip || isAdminRole(viewer.role));
}

/** Admins see and do everything with problems and submissions. */
export function isAdmin(viewer?: Viewer | null): boolean {
  return !!viewer && isAdminRole(viewer.role);
}

/** Teachers and admins see everyone's code and test data in results. */
export function seesEveryonesCode(viewer?: Viewer | null): boolean {
  return !!viewer && (isAdminRole(viewer.role) || viewer.role === Role.TEACHER);
}

/**
 * Who still reads practice code while the super admin hides it (HOJ's hideNonContestSubmissionCode
 * spares root and problem admins only, not other admins or teachers).
 */
export function readsHiddenPracticeCode(viewer?: Viewer | null): boolean {
  return !!viewer && (viewer.role === Role.ROOT || viewer.role === Role.PROBLEM_ADMIN);
}
