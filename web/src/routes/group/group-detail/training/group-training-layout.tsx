/** One group training: its problems, a problem, its rank. */
export default function GroupTrainingLayout() {
  return null;
}
