import {
  AwardType,
  CONTEST_CONSTANTS,
  RankShowName,
  type AcmProblemCell,
  type AcmRankRow,
  type AwardConfig,
  type OiRankRow,
  type RankRowPerson,
} from '@verdict/common';
import type { AcmCellFacts, BoardCell, OiCellFacts } from './board-cell';

/** Who a participant is, as boards show them. */
export interface BoardPerson {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
}

export type BoardView = 'real' | 'sealed';

export interface BoardOptions {
  view: BoardView;
  /** The contest's problems: pid → display id. Cells of problems no longer in it are left out. */
  displayIds: ReadonlyMap<number, string>;
  /** Usernames shown unranked (rank -1), or left out with `removeStar`. */
  stars: ReadonlySet<string>;
  removeStar: boolean;
  rankShowName: string;
  awardType: number;
  awards: readonly AwardConfig[];
}

/** uid → pid → cell. */
export type BoardCells<F> = ReadonlyMap<string, ReadonlyMap<number, BoardCell<F>>>;

function personRow(person: BoardPerson, rankShowName: string): RankRowPerson {
  const shown =
    rankShowName === RankShowName.NICKNAME
      ? person.nickname
      : rankShowName === RankShowName.REALNAME
        ? person.realname
        : person.username;
  return {
    rank: 0,
    uid: person.uid,
    username: person.username,
    nickname: person.nickname,
    realname: person.realname,
    school: person.school,
    gender: person.gender,
    avatar: person.avatar,
    rankShowName: shown || person.username,
    isConcerned: false,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
  };
}

/** Participants whose cells count, with their person (a participant without one is skipped). */
function participants<F>(
  cells: BoardCells<F>,
  people: ReadonlyMap<string, BoardPerson>,
  options: BoardOptions,
): [BoardPerson, ReadonlyMap<number, BoardCell<F>>][] {
  const rows: [BoardPerson, ReadonlyMap<number, BoardCell<F>>][] = [];
  for (const [uid, problems] of cells) {
    const person = people.get(uid);
    if (!person) continue;
    if (options.removeStar && options.stars.has(person.username)) continue;
    rows.push([person, problems]);
  }
  return rows;
}

/**
 * Ranks sorted rows: star users get -1 and take no place; equal keys share a rank and the next
 * distinct key takes its position (1, 1, 3).
 */
function assignRanks<R extends RankRowPerson>(
  rows: R[],
  stars: ReadonlySet<string>,
  tied: (a: R, b: R) => boolean,
) {
  let place = 0;
  let previous: R | undefined;
  for (const row of rows) {
    if (stars.has(row.username)) {
      row.rank = -1;
      continue;
    }
    place += 1;
    row.rank = previous && tied(previous, row) ? previous.rank : place;
    previous = row;
  }
}

/**
 * Awards walk the ranked rows in order (hoj-domain-facts §10): configs by priority, each given to
 * `num` rows (a percentage of the non-star participants for proportional awards), only to rows
 * that solved something; ties are not considered.
 */
function assignAwards<R extends RankRowPerson>(
  rows: R[],
  options: BoardOptions,
  scored: (row: R) => boolean,
) {
  for (const row of rows) {
    if (row.isWinAward) {
      Object.assign(row, { isWinAward: false, awardName: null, awardBackground: null, awardColor: null });
    }
  }
  if (options.awardType === AwardType.NONE || options.awards.length === 0) return;
  const ranked = rows.filter((row) => row.rank !== -1);
  const queue = [...options.awards]
    .sort((a, b) => a.priority - b.priority)
    .map((config) => ({
      config,
      left:
        options.awardType === AwardType.PROPORTION
          ? Math.floor(config.num * 0.01 * ranked.length)
          : config.num,
    }))
    .filter((entry) => entry.left > 0);
  for (const row of ranked) {
    const entry = queue[0];
    if (!entry) return;
    if (!scored(row)) continue;
    row.isWinAward = true;
    row.awardName = entry.config.name;
    row.awardBackground = entry.config.background;
    row.awardColor = entry.config.color;
    entry.left -= 1;
    if (entry.left === 0) queue.shift();
  }
}

const byUsername = (a: RankRowPerson, b: RankRowPerson) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/** One participant's ACM row, unranked; first blood is marked when a page is served (`withFirstAc`). */
export function acmRow(
  person: BoardPerson,
  problems: ReadonlyMap<number, BoardCell<AcmCellFacts>>,
  options: BoardOptions,
): AcmRankRow {
  const penalty = CONTEST_CONSTANTS.penaltyMinutes * 60;
  const row: AcmRankRow = {
    ...personRow(person, options.rankShowName),
    ac: 0,
    total: 0,
    totalTime: 0,
    submissionInfo: {},
  };
  for (const [pid, cell] of problems) {
    const displayId = options.displayIds.get(pid);
    if (displayId === undefined) continue;
    const facts = cell[options.view];
    const shown: AcmProblemCell = {
      isAC: facts.isAC,
      isFirstAC: false,
      ACTime: facts.acTime,
      errorNum: facts.errorNum,
      tryNum: facts.tryNum,
    };
    row.submissionInfo[displayId] = shown;
    row.total += facts.errorNum + facts.tryNum + (facts.isAC ? 1 : 0);
    if (facts.isAC) {
      row.ac += 1;
      row.totalTime += facts.acTime! + facts.errorNum * penalty;
    }
  }
  return row;
}

/** ACM order: solved count down, penalty time up (then by name, so the order is stable). */
export const compareAcm = (a: AcmRankRow, b: AcmRankRow) =>
  b.ac - a.ac || a.totalTime - b.totalTime || byUsername(a, b);

/** Ranks and awards ACM rows already in order. */
export function rankSortedAcm(rows: AcmRankRow[], options: BoardOptions): void {
  assignRanks(rows, options.stars, (a, b) => a.ac === b.ac && a.totalTime === b.totalTime);
  assignAwards(rows, options, (row) => row.ac > 0);
}

/** Sorts, ranks and awards ACM rows in place. */
export function rankAcm(rows: AcmRankRow[], options: BoardOptions): void {
  rows.sort(compareAcm);
  rankSortedAcm(rows, options);
}

/** The first accepted time of each problem (display id) on the board. */
export function firstAcTimes(rows: readonly AcmRankRow[]): Map<string, number> {
  const first = new Map<string, number>();
  for (const row of rows) {
    for (const displayId in row.submissionInfo) {
      const cell = row.submissionInfo[displayId];
      if (!cell.isAC) continue;
      const known = first.get(displayId);
      if (known === undefined || cell.ACTime! < known) first.set(displayId, cell.ACTime!);
    }
  }
  return first;
}

/** A copy of the row with its first-blood cells marked (ties at the same second all are). */
export function withFirstAc(row: AcmRankRow, first: ReadonlyMap<string, number>): AcmRankRow {
  const submissionInfo: Record<string, AcmProblemCell> = {};
  for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
    submissionInfo[displayId] = { ...cell, isFirstAC: cell.isAC && cell.ACTime === first.get(displayId) };
  }
  return { ...row, submissionInfo };
}

/** The whole ACM board at once. */
export function acmBoard(
  cells: BoardCells<AcmCellFacts>,
  people: ReadonlyMap<string, BoardPerson>,
  options: BoardOptions,
): AcmRankRow[] {
  const rows = participants(cells, people, options).map(([person, problems]) =>
    acmRow(person, problems, options),
  );
  rankAcm(rows, options);
  const first = firstAcTimes(rows);
  return rows.map((row) => withFirstAc(row, first));
}

/** One participant's OI/IOI row, unranked. */
export function oiRow(
  person: BoardPerson,
  problems: ReadonlyMap<number, BoardCell<OiCellFacts>>,
  options: BoardOptions,
): OiRankRow {
  const row: OiRankRow = {
    ...personRow(person, options.rankShowName),
    totalScore: 0,
    totalTime: 0,
    submissionInfo: {},
    timeInfo: {},
  };
  for (const [pid, cell] of problems) {
    const displayId = options.displayIds.get(pid);
    if (displayId === undefined) continue;
    const facts = cell[options.view];
    row.submissionInfo[displayId] = facts.score;
    row.totalScore += facts.score;
    if (facts.acRunTime !== null) {
      row.timeInfo[displayId] = facts.acRunTime;
      row.totalTime += facts.acRunTime;
    }
  }
  return row;
}

/** OI order: total score down, then the summed fastest accepted runs up (then by name). */
export const compareOi = (a: OiRankRow, b: OiRankRow) =>
  b.totalScore - a.totalScore || a.totalTime - b.totalTime || byUsername(a, b);

/** Ranks and awards OI rows already in order. */
export function rankSortedOi(rows: OiRankRow[], options: BoardOptions): void {
  assignRanks(rows, options.stars, (a, b) => a.totalScore === b.totalScore && a.totalTime === b.totalTime);
  assignAwards(rows, options, (row) => row.totalScore > 0);
}

/** Sorts, ranks and awards OI rows in place. */
export function rankOi(rows: OiRankRow[], options: BoardOptions): void {
  rows.sort(compareOi);
  rankSortedOi(rows, options);
}

/** The whole OI/IOI board at once. */
export function oiBoard(
  cells: BoardCells<OiCellFacts>,
  people: ReadonlyMap<string, BoardPerson>,
  options: BoardOptions,
): OiRankRow[] {
  const rows = participants(cells, people, options).map(([person, problems]) =>
    oiRow(person, problems, options),
  );
  rankOi(rows, options);
  return rows;
}
