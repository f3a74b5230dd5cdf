import type { GroupRoles, GroupViewer } from '../../group-rules';

/**
 * A group contest is edited, listed, announced, shown or hidden and deleted by the
 * group's roots and by its author (who is a group admin, or could not have made it).
 */
export function canManageContest(roles: GroupRoles, viewer: GroupViewer, authorUid: string): boolean {
  return roles.isRoot || (roles.isAdmin && authorUid === viewer.uid);
}
