import { AwardType, ContestAuth, defaultSealRankTime, OiRankScoreType, RankShowName } from '@verdict/common';
import { badRequest } from '../../common/http/app.exception';
import type { AdminContestDto } from './contest.dto';
import type { ContestEntity } from './contest.entity';

/** A time of the form, to the whole second: what both databases store alike. */
function timeOf(value: string | number | null | undefined, field: string): Date {
  const date = new Date(
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number),
  );
  if (value === null || value === undefined || Number.isNaN(date.getTime())) {
    throw badRequest(`${field} is not a valid time`);
  }
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

/** Star users trimmed, empty ones dropped; a name given twice is refused. */
function starAccounts(names: string[] | undefined): string[] {
  const trimmed = (names ?? []).map((name) => name.trim()).filter(Boolean);
  const seen = new Set<string>();
  for (const name of trimmed) {
    if (seen.has(name)) throw badRequest(`The star user ${name} is listed twice`);
    seen.add(name);
  }
  return trimmed;
}

/**
 * The admin form as contest columns, with its checks: the end after the start, a password
 * when the contest is not public, a seal inside the contest (defaulting to one hour before the end
 * for ACM contests of an hour or more, else the whole contest), awards sorted by priority.
 */
export function contestColumns(dto: AdminContestDto): Partial<ContestEntity> {
  const startTime = timeOf(dto.startTime, 'The start time');
  const endTime = timeOf(dto.endTime, 'The end time');
  if (endTime.getTime() <= startTime.getTime()) {
    throw badRequest('The end time must be later than the start time');
  }
  const pwd = dto.pwd?.trim() || null;
  if (dto.auth !== ContestAuth.PUBLIC && !pwd) throw badRequest('The contest password is required');
  const sealRank = dto.sealRank ?? false;
  let sealRankTime: Date | null = null;
  if (sealRank) {
    sealRankTime =
      dto.sealRankTime === undefined || dto.sealRankTime === null || dto.sealRankTime === ''
        ? new Date(defaultSealRankTime(dto.type, startTime.getTime(), endTime.getTime()))
        : timeOf(dto.sealRankTime, 'The seal time');
    if (sealRankTime < startTime || sealRankTime >= endTime) {
      throw badRequest('The seal time must be within the contest');
    }
  }
  const timeLimit = dto.timeLimit ?? 0;
  if (timeLimit > (endTime.getTime() - startTime.getTime()) / 1000) {
    throw badRequest('The time limit can not be longer than the contest');
  }
  const awards = [...(dto.awardConfigList ?? [])].sort((a, b) => a.priority - b.priority);
  const awardType = dto.awardType ?? AwardType.NONE;
  return {
    title: dto.title.trim(),
    description: dto.description,
    type: dto.type,
    auth: dto.auth,
    pwd: dto.auth === ContestAuth.PUBLIC ? null : pwd,
    source: dto.source?.trim() || null,
    startTime,
    endTime,
    timeLimit,
    sealRank,
    sealRankTime,
    autoRealRank: dto.autoRealRank ?? false,
    openPrint: dto.openPrint ?? false,
    openRank: dto.openRank ?? false,
    rankShowName: dto.rankShowName ?? RankShowName.USERNAME,
    openAccountLimit: dto.openAccountLimit ?? false,
    accountLimitRule: dto.accountLimitRule?.trim() || null,
    starAccount: JSON.stringify(starAccounts(dto.starAccount)),
    oiRankScoreType: dto.oiRankScoreType ?? OiRankScoreType.RECENT,
    awardType,
    awardConfig: JSON.stringify(awardType === AwardType.NONE ? [] : awards),
    allowEndSubmit: dto.allowEndSubmit ?? false,
    visible: dto.visible ?? true,
    isVip: dto.isVip ?? false,
  };
}

/** Changes that alter what the board counts: it is rebuilt after them. */
export function changesBoard(before: ContestEntity, after: Partial<ContestEntity>): boolean {
  return (
    before.type !== after.type ||
    before.startTime.getTime() !== after.startTime?.getTime() ||
    before.endTime.getTime() !== after.endTime?.getTime() ||
    before.sealRank !== after.sealRank ||
    (before.sealRankTime?.getTime() ?? null) !== (after.sealRankTime?.getTime() ?? null) ||
    before.oiRankScoreType !== after.oiRankScoreType
  );
}
