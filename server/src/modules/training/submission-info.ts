import type { TrainingCell } from './training-cell';
import type { TrainingRankCell } from './training.dto';

/**
 * A user's rank cells keyed by the problem's display id in the training, from their progress cells
 * keyed by problem id; problems no longer in the training (no display id) are left out.
 */
export function submissionInfoOf(
  cells: ReadonlyMap<number, TrainingCell> | undefined,
  displayIdOf: ReadonlyMap<number, string>,
): Record<string, TrainingRankCell> {
  const submissionInfo: Record<string, TrainingRankCell> = {};
  for (const [pid, cell] of cells ?? []) {
    const displayId = displayIdOf.get(pid);
    if (displayId !== undefined) {
      submissionInfo[displayId] = { status: cell.status, score: cell.score, runTime: cell.runTime };
    }
  }
  return submissionInfo;
}
