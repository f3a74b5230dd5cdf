import {
  contestStatusAt,
  personalEndTime,
  type AdminContestView,
  type AwardConfig,
  type ContestAnnouncementView,
  type ContestClockFacts,
  type ContestInfoView,
  type ContestProblemView,
  type ContestView,
} from '@verdict/common';
import { pick } from '../../common/objects/pick';
import { ANNOUNCEMENT_FIELDS } from '../announcement/announcement-fields';
import type { ContestAnnouncementEntity } from './contest-announcement.entity';
import type { ContestProblemEntity } from './contest-problem.entity';
import type { ContestRegisterEntity } from './contest-register.entity';
import type { ContestEntity } from './contest.entity';

export type ContestResponse = ContestView<Date>;
export type ContestInfoResponse = ContestInfoView<Date>;
export type AdminContestResponse = AdminContestView<Date>;
export type ContestAnnouncementResponse = ContestAnnouncementView<Date>;

/** The times the contest rules read, in epoch milliseconds. */
export function clockOf(contest: ContestEntity): ContestClockFacts {
  return {
    startTime: contest.startTime.getTime(),
    endTime: contest.endTime.getTime(),
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime?.getTime() ?? null,
    autoRealRank: contest.autoRealRank,
  };
}

function parseList<T>(json: string | null): T[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const starAccountsOf = (contest: ContestEntity): string[] => parseList<string>(contest.starAccount);
export const awardsOf = (contest: ContestEntity): AwardConfig[] =>
  parseList<AwardConfig>(contest.awardConfig);

export function toContestView(contest: ContestEntity, count: number, now = Date.now()): ContestResponse {
  return {
    id: contest.id,
    title: contest.title,
    description: contest.description,
    type: contest.type,
    auth: contest.auth,
    source: contest.source,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: Math.round((contest.endTime.getTime() - contest.startTime.getTime()) / 1000),
    timeLimit: contest.timeLimit,
    status: contestStatusAt(clockOf(contest), now),
    count,
    uid: contest.uid,
    author: contest.author,
    openRank: contest.openRank,
    openPrint: contest.openPrint,
    sealRank: contest.sealRank,
    sealRankTime: contest.sealRankTime,
    autoRealRank: contest.autoRealRank,
    rankShowName: contest.rankShowName,
    oiRankScoreType: contest.oiRankScoreType,
    awardType: contest.awardType,
    awardConfigList: awardsOf(contest),
    gid: contest.gid,
    isVip: contest.isVip,
    now: new Date(now),
  };
}

/** The contest page's view: with the viewer's personal start and end in a timed contest. */
export function toContestInfoView(
  contest: ContestEntity,
  count: number,
  register: ContestRegisterEntity | null,
  now = Date.now(),
): ContestInfoResponse {
  const beginTime = register?.beginTime ?? null;
  const myEndTime =
    beginTime && contest.timeLimit > 0
      ? new Date(personalEndTime(beginTime.getTime(), contest.timeLimit, contest.endTime.getTime()))
      : null;
  return { ...toContestView(contest, count, now), beginTime, myEndTime };
}

export function toAdminContestView(contest: ContestEntity, count: number): AdminContestResponse {
  return {
    ...toContestView(contest, count),
    pwd: contest.pwd,
    visible: contest.visible,
    openAccountLimit: contest.openAccountLimit,
    accountLimitRule: contest.accountLimitRule,
    starAccount: starAccountsOf(contest),
    allowEndSubmit: contest.allowEndSubmit,
  };
}

export function toAnnouncementView(row: ContestAnnouncementEntity): ContestAnnouncementResponse {
  return { ...pick(row, ANNOUNCEMENT_FIELDS), cid: row.cid };
}

/** A contest problem row, with its accepted and total counts as the viewer may see them. */
export function toContestProblemView(
  row: ContestProblemEntity,
  counts: { ac: number; total: number } = { ac: 0, total: 0 },
): ContestProblemView {
  const { id, cid, pid, displayId, displayTitle, color } = row;
  return { id, cid, pid, displayId, displayTitle, color, ac: counts.ac, total: counts.total };
}
