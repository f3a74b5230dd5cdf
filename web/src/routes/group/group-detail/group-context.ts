import { useOutletContext } from 'react-router-dom';
import type { GroupCard, GroupDetail } from '@/hooks/api/group';
import type { GroupRoles, GroupViewer } from '../group-rules';

/** What the group layout hands its tabs. */
export interface GroupOutlet extends GroupRoles {
  /** Members read the whole group; its roots the invitation code too. */
  group: GroupCard & Partial<GroupDetail>;
  viewer: GroupViewer;
  /** Reloads the group and the viewer's auth in it. */
  reload: () => void;
}

export const useGroup = () => useOutletContext<GroupOutlet>();
