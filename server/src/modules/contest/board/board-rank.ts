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

/**
 * The award of the n-th (from 0) scoring non-star row, walking the ranked rows in order
 * (hoj-domain-facts §10): configs by priority, each given to `num` rows (a percentage of the
 * `ranked` non-star participants for proportional awards), only to rows that solved something;
 * ties are not considered.
 */
export function awardOfPlace(options: BoardOptions, ranked: number, n: number): AwardConfig | null {
  if (options.awardType === AwardType.NONE) return null;
  let until = 0;
  for (const config of [...options.awards].sort((a, b) => a.priority - b.priority)) {
    until += options.awardType === AwardType.PROPORTION ? Math.floor(config.num * 0.01 * ranked) : config.num;
    if (n < until) return config;
  }
  return null;
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

/** ACM rows that share a rank. */
export const sameAcmKey = (a: AcmRankRow, b: AcmRankRow) => a.ac === b.ac && a.totalTime === b.totalTime;

/** A copy of the row with its first-blood cells marked (ties at the same second all are). */
export function withFirstAc(row: AcmRankRow, first: ReadonlyMap<string, number>): AcmRankRow {
  const submissionInfo: Record<string, AcmProblemCell> = {};
  for (const [displayId, cell] of Object.entries(row.submissionInfo)) {
    submissionInfo[displayId] = { ...cell, isFirstAC: cell.isAC && cell.ACTime === first.get(displayId) };
  }
  return { ...row, submissionInfo };
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

/** OI rows that share a rank. */
export const sameOiKey = (a: OiRankRow, b: OiRankRow) =>
  a.totalScore === b.totalScore && a.totalTime === b.totalTime;
