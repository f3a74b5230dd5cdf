/** A group training's problems. */
export default function GroupTrainingProblems() {
  return null;
}
