/** The group's contests. */
export default function GroupContestTab() {
  return null;
}
