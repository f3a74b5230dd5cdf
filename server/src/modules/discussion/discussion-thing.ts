import { DiscussionStatus } from '@verdict/common';
import type { Thing } from '../access/policy';

/**
 * A post as the access policy reads it: its author, its group, whether it is disabled. Without a
 * row (a new post, the admins' list) it stands for the site's posts, or the group's.
 */
export function discussionThing(row?: { uid: string; gid: number | null; status?: number }): Thing {
  return {
    kind: 'discussion',
    ownerUid: row?.uid ?? null,
    gid: row?.gid ?? null,
    hidden: row?.status === DiscussionStatus.DISABLED,
  };
}
