import type { AssistantPlace } from '@verdict/common';

/** The page a conversation's problem was opened on: in its contest, training, group, or the problem set. */
export function problemPath({ pid, cid, tid, gid }: AssistantPlace & { pid: string }): string {
  const id = encodeURIComponent(pid);
  if (cid) return `/contest/${cid}/problem/${id}`;
  if (tid) return `/training/${tid}/problem/${id}`;
  if (gid) return `/group/${gid}/problem/${id}`;
  return `/problem/${id}`;
}
