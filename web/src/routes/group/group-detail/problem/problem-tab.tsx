/** The group's problems. */
export default function GroupProblemTab() {
  return null;
}
