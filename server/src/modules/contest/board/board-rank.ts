import {
  AwardType,
  RankShowName,
  type AcmRankRow,
  type AwardConfig,
  type OiRankRow,
  type RankRowPerson,
} from '@verdict/common';
import type { AcmCellFacts, BoardCell, OiCellFacts } from './board-cell';
import type { Standing } from './board-standing';

/** Who a participant is, as boards show them. */
export interface BoardPerson {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  /** Never shown: the board leaves out the contest's admins. */
  role: number;
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
 * The award of the n-th (from 0) scoring non-star row, walking the ranked rows in order: configs
 * by priority, each given to `num` rows (a percentage of the `ranked` non-star participants for
 * proportional awards), only to rows that solved something; ties are not considered.
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

/** One participant's ACM row, unranked, with first blood marked from `firstAc` (display id → time). */
export function acmRow(
  person: BoardPerson,
  problems: ReadonlyMap<number, BoardCell<AcmCellFacts>>,
  standing: Standing,
  options: BoardOptions,
  firstAc: ReadonlyMap<string, number>,
): AcmRankRow {
  const row: AcmRankRow = {
    ...personRow(person, options.rankShowName),
    ac: standing.points,
    total: 0,
    totalTime: standing.time,
    submissionInfo: {},
  };
  for (const [pid, cell] of problems) {
    const displayId = options.displayIds.get(pid);
    if (displayId === undefined) continue;
    const facts = cell[options.view];
    row.submissionInfo[displayId] = {
      isAC: facts.isAC,
      isFirstAC: facts.isAC && facts.acTime === firstAc.get(displayId),
      ACTime: facts.acTime,
      errorNum: facts.errorNum,
      tryNum: facts.tryNum,
    };
    row.total += facts.errorNum + facts.tryNum + (facts.isAC ? 1 : 0);
  }
  return row;
}

/** One participant's OI/IOI row, unranked. */
export function oiRow(
  person: BoardPerson,
  problems: ReadonlyMap<number, BoardCell<OiCellFacts>>,
  standing: Standing,
  options: BoardOptions,
): OiRankRow {
  const row: OiRankRow = {
    ...personRow(person, options.rankShowName),
    totalScore: standing.points,
    totalTime: standing.time,
    submissionInfo: {},
    timeInfo: {},
  };
  for (const [pid, cell] of problems) {
    const displayId = options.displayIds.get(pid);
    if (displayId === undefined) continue;
    const facts = cell[options.view];
    row.submissionInfo[displayId] = facts.score;
    if (facts.acRunTime !== null) row.timeInfo[displayId] = facts.acRunTime;
  }
  return row;
}
