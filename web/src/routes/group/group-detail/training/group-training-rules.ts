import { groupRoles, type GroupViewer } from '../../group-rules';

/**
 * Who changes a group training and its problems: a group root any of them, another
 * group admin only their own. The server refuses the rest; this only decides which buttons show.
 */
export function canManageGroupTraining(viewer: GroupViewer, authorUid: string): boolean {
  const roles = groupRoles(viewer);
  return roles.isRoot || (roles.isAdmin && authorUid === viewer.uid);
}
