/** One group discussion with its comments. */
export default function GroupDiscussionDetailPage() {
  return null;
}
