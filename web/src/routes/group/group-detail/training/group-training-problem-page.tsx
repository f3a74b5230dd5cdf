/** A problem opened inside a group training. */
export default function GroupTrainingProblemPage() {
  return null;
}
