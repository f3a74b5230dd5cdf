/**
 * Contest enums and constants shared by server and web. Type: 0 ACM, 1 IOI, 2 OI; auth: 0 public,
 * 1 private, 2 protected.
 */
export const ContestType = { ACM: 0, IOI: 1, OI: 2 } as const;
export type ContestTypeCode = (typeof ContestType)[keyof typeof ContestType];

/** Private: password to see and submit. Protected: everyone sees, password to submit. */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export type ContestAuthCode = (typeof ContestAuth)[keyof typeof ContestAuth];

export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

/** Which name a board shows for each participant. */
export const RankShowName = { USERNAME: 'username', NICKNAME: 'nickname', REALNAME: 'realname' } as const;
export type RankShowNameValue = (typeof RankShowName)[keyof typeof RankShowName];

/** OI and IOI boards take, per problem, the latest submission or the best one. */
export const OiRankScoreType = { RECENT: 'Recent', HIGHEST: 'Highest' } as const;
export type OiRankScoreTypeValue = (typeof OiRankScoreType)[keyof typeof OiRankScoreType];

/** Awards: none, a share of the ranked participants (num is a percentage), or a fixed count. */
export const AwardType = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;
export type AwardTypeCode = (typeof AwardType)[keyof typeof AwardType];

export interface AwardConfig {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}

export const CONTEST_CONSTANTS = {
  /** ACM: minutes added for each counted wrong try before the first Accepted. */
  penaltyMinutes: 20,
  /** Seal lengths the admin form offers, seconds before the end (or the whole contest). */
  sealHalfHourSeconds: 1800,
  sealOneHourSeconds: 3600,
  /** Scroll-board medal shares of the ranked participants, rounded down. */
  defaultMedalShares: { gold: 0.1, silver: 0.2, bronze: 0.3 },
  boardPageSize: 50,
  listPageSize: 10,
  announcementPollSeconds: 60,
  boardRefreshSeconds: 30,
  /** Printing: at least 50 characters, one request per 30 s per user, 15 a page. */
  printMinLength: 50,
  printMaxLength: 65535,
  printIntervalSeconds: 30,
  printPageSize: 15,
  acInfoPageSize: 20,
  /** The admin print and AC helper pages refresh this often. */
  adminRefreshSeconds: 10,
} as const;

/**
 * What a contest or training problem's display id may be: 1 to 32 letters, digits, '.', '-' or
 * '_', starting with a letter or a digit. It names the problem in addresses and in the folders of
 * the accepted-code archive, so it never holds a path separator or a lone '..'.
 */
export const DISPLAY_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** Contest problem status shown to a contestant whose OI result is hidden until the end. */
export const HIDDEN_OI_RESULT = -5;

/** The times a contest's rules read (epoch milliseconds). */
export interface ContestClockFacts {
  startTime: number;
  endTime: number;
  sealRank: boolean;
  /** When the board freezes (epoch ms); null when the contest has no seal. */
  sealRankTime: number | null;
  autoRealRank: boolean;
}

/** -1 before the start, 0 while it runs, 1 from the end on: read from the server clock only. */
export function contestStatusAt(contest: Pick<ContestClockFacts, 'startTime' | 'endTime'>, now: number) {
  if (now < contest.startTime) return ContestStatus.SCHEDULED;
  if (now < contest.endTime) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/**
 * Whether the board is frozen at `now`: from the seal time to the end,
 * and after the end too unless the contest lifts the seal by itself (auto real rank).
 */
export function isBoardSealed(contest: ContestClockFacts, now: number): boolean {
  if (!contest.sealRank || contest.sealRankTime === null) return false;
  if (now < contest.sealRankTime) return false;
  return now < contest.endTime || !contest.autoRealRank;
}

/**
 * The seal the admin form proposes: one hour before the end for ACM contests of at
 * least an hour, else the whole contest (from the start).
 */
export function defaultSealRankTime(type: number, startTime: number, endTime: number): number {
  const seconds = (endTime - startTime) / 1000;
  if (type === ContestType.ACM && seconds >= CONTEST_CONSTANTS.sealOneHourSeconds) {
    return endTime - CONTEST_CONSTANTS.sealOneHourSeconds * 1000;
  }
  return startTime;
}

/** A personal timed contest ends for a user at begin + limit, never after the contest itself. */
export function personalEndTime(beginTime: number, timeLimitSeconds: number, endTime: number): number {
  return Math.min(beginTime + timeLimitSeconds * 1000, endTime);
}

/**
 * The account-limit rule: `<prefix>p</prefix><suffix>s</suffix>
 * <start>n</start><end>m</end><extra>a b</extra>` admits p+i+s for i in [n, m] and the extras.
 */
export function accountLimitAdmits(rule: string | null, username: string): boolean {
  if (!rule) return true;
  const tag = (name: string) => new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(rule)?.[1] ?? '';
  const extras = tag('extra').split(/\s+/).filter(Boolean);
  if (extras.includes(username)) return true;
  const prefix = tag('prefix');
  const suffix = tag('suffix');
  const start = Number.parseInt(tag('start'), 10);
  const end = Number.parseInt(tag('end'), 10);
  if (!Number.isInteger(start) || !Number.isInteger(end)) return false;
  if (!username.startsWith(prefix) || !username.endsWith(suffix)) return false;
  const middle = username.slice(prefix.length, username.length - suffix.length);
  if (!/^\d+$/.test(middle)) return false;
  const number = Number(middle);
  return number >= start && number <= end;
}
