import type { GroupRoles } from '../../group-rules';

/**
 * Whether the viewer may edit, delete, change the visibility of, apply to publish or download the
 * test data of a group problem: the group root any, other group admins their own.
 */
export function canManageGroupProblem(
  roles: Pick<GroupRoles, 'isAdmin' | 'isRoot'>,
  viewerName: string | null | undefined,
  author: string,
): boolean {
  return roles.isRoot || (roles.isAdmin && Boolean(viewerName) && viewerName === author);
}
