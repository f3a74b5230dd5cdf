import { CONTEST_CONSTANTS, type BoardStandingKey } from '@verdict/common';
import type { AcmCellFacts, BoardCell, OiCellFacts } from './board-cell';
import type { BoardOptions } from './board-rank';

/**
 * Where a participant stands on a board: what orders their row, kept instead of the row itself
 * (rows are built only for the page served).
 */
export interface Standing extends BoardStandingKey {
  uid: string;
  /** ACM: when each solved problem (display id) was first accepted, for first blood. */
  accepted: Map<string, number> | null;
}

/** ACM: solved count, then the accepted times plus 20 minutes per counted wrong try before them. */
export function acmStanding(
  uid: string,
  username: string,
  problems: ReadonlyMap<number, BoardCell<AcmCellFacts>>,
  options: BoardOptions,
): Standing {
  const penalty = CONTEST_CONSTANTS.penaltyMinutes * 60;
  const standing: Standing = { uid, username, points: 0, time: 0, accepted: null };
  for (const [pid, cell] of problems) {
    const displayId = options.displayIds.get(pid);
    const facts = cell[options.view];
    if (displayId === undefined || !facts.isAC) continue;
    standing.points += 1;
    standing.time += facts.acTime! + facts.errorNum * penalty;
    (standing.accepted ??= new Map()).set(displayId, facts.acTime!);
  }
  return standing;
}

/** OI and IOI: the total score, then the summed fastest accepted runs. */
export function oiStanding(
  uid: string,
  username: string,
  problems: ReadonlyMap<number, BoardCell<OiCellFacts>>,
  options: BoardOptions,
): Standing {
  const standing: Standing = { uid, username, points: 0, time: 0, accepted: null };
  for (const [pid, cell] of problems) {
    if (!options.displayIds.has(pid)) continue;
    const facts = cell[options.view];
    standing.points += facts.score;
    if (facts.acRunTime !== null) standing.time += facts.acRunTime;
  }
  return standing;
}
