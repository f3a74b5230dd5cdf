import { Role } from '@verdict/common';
import { roleCodes, useSession } from '@/stores/session';

/**
 * What the signed-in admin may do to problems beyond editing (HOJ's role annotations): deleting
 * is for root and problem admins (1008), not admins (1001); export is root's alone.
 */
export function useProblemRights(): {
  canDelete: boolean;
  canExport: boolean;
  canReviewGroupProblems: boolean;
} {
  const roles = roleCodes(useSession().user);
  const root = roles.includes(Role.ROOT);
  const problemAdmin = roles.includes(Role.PROBLEM_ADMIN);
  return { canDelete: root || problemAdmin, canExport: root, canReviewGroupProblems: root || problemAdmin };
}
