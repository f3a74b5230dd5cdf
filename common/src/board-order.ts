/** What orders a board row: the server's boards and the scroll board rank by the same rule. */
export interface BoardStandingKey {
  /** ACM: problems solved. OI and IOI: the total score. */
  points: number;
  /** ACM: the penalty time, seconds. OI and IOI: the summed fastest accepted runs, ms. */
  time: number;
  username: string;
}

/** Board order: points down, time up, then by name so the order is total. */
export const compareStandings = (a: BoardStandingKey, b: BoardStandingKey) =>
  b.points - a.points || a.time - b.time || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0);

/** Standings that share a rank. */
export const sameStanding = (a: BoardStandingKey, b: BoardStandingKey) =>
  a.points === b.points && a.time === b.time;
