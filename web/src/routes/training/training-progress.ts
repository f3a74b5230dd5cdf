/** A training's progress as a percentage with two decimals; 0 for a training without problems. */
export function trainingProgress(acCount: number, problemCount: number): number {
  if (problemCount <= 0) return 0;
  return Math.round((Math.min(acCount, problemCount) / problemCount) * 10_000) / 100;
}
