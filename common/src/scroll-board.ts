import { type BoardStandingKey } from './board-order';
import { CONTEST_CONSTANTS, ContestType, type ContestTypeCode } from './contest';

/**
 * The scroll board (resolver): a contest's board as it was sealed, and as it ended, read once from
 * the server so the browser replays the reveal without the contest's submissions.
 */

/** One participant on one problem, as the board shows and ranks it. */
export interface ScrollCell {
  /** ACM: 1 when solved, else 0. OI and IOI: the score. */
  points: number;
  /** ACM: seconds from the start to the first Accepted. OI and IOI: the fastest accepted run, ms. */
  time: number | null;
  /** ACM: counted wrong tries before the Accepted (each costs the penalty). OI and IOI: 0. */
  tries: number;
}

export interface ScrollTeam {
  uid: string;
  username: string;
  /** The name the contest's board shows. */
  name: string;
  school: string | null;
  /** Shown but unranked, and given no medal. */
  star: boolean;
  /** By problem (the snapshot's order); null when the team has nothing on the problem. */
  sealed: (ScrollCell | null)[];
  final: (ScrollCell | null)[];
  /** Submissions whose results the sealed board hides, by problem; 0 where nothing is hidden. */
  frozen: number[];
}

export interface ScrollBoardProblem {
  displayId: string;
  title: string;
  color: string | null;
}

export interface ScrollBoardSnapshot<TTime = string> {
  contest: { id: number; title: string; type: ContestTypeCode; startTime: TTime; endTime: TTime };
  problems: ScrollBoardProblem[];
  /** In the order of the final board. */
  teams: ScrollTeam[];
}

export type Medal = 'gold' | 'silver' | 'bronze';

export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

/** 10 %, 20 % and 30 % of the ranked (non-star) participants, rounded down. */
export function defaultMedalCounts(rankedTeams: number): MedalCounts {
  const { gold, silver, bronze } = CONTEST_CONSTANTS.defaultMedalShares;
  return {
    gold: Math.floor(rankedTeams * gold),
    silver: Math.floor(rankedTeams * silver),
    bronze: Math.floor(rankedTeams * bronze),
  };
}

/** The medal of the n-th (from 0) ranked team, when it solved or scored anything. */
export function medalOfPlace(counts: MedalCounts, place: number, points: number): Medal | null {
  if (points <= 0) return null;
  if (place < counts.gold) return 'gold';
  if (place < counts.gold + counts.silver) return 'silver';
  if (place < counts.gold + counts.silver + counts.bronze) return 'bronze';
  return null;
}

/** A team's standing from the cells it shows, as the server's boards compute it. */
export function scrollStanding(
  type: ContestTypeCode,
  username: string,
  cells: readonly (ScrollCell | null)[],
): BoardStandingKey {
  const penalty = CONTEST_CONSTANTS.penaltyMinutes * 60;
  let points = 0;
  let time = 0;
  for (const cell of cells) {
    if (!cell) continue;
    points += cell.points;
    if (type === ContestType.ACM) {
      if (cell.points > 0) time += cell.time! + cell.tries * penalty;
    } else if (cell.time !== null) {
      time += cell.time;
    }
  }
  return { points, time, username };
}
