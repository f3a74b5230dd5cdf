/** A group training's rank. */
export default function GroupTrainingRank() {
  return null;
}
