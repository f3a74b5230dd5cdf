/** One group problem, opened and submitted in the group. */
export default function GroupProblemPage() {
  return null;
}
