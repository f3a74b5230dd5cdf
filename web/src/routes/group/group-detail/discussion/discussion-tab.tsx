/** The group's discussions, optionally of one problem. */
export default function GroupDiscussionTab() {
  return null;
}
