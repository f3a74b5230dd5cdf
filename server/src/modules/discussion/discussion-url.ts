/** Where the web shows a discussion: a group's post opens inside its group. */
export function discussionUrl(discussion: { id: number; gid: number | null }): string {
  return discussion.gid
    ? `/group/${discussion.gid}/discussion-detail/${discussion.id}`
    : `/discussion-detail/${discussion.id}`;
}
