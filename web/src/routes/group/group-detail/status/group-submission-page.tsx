/** One submission made in the group. */
export default function GroupSubmissionPage() {
  return null;
}
