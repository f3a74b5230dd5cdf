/**
 * Contest enums and constants shared by server and web (seed 2 §3, §4 and §9; hoj-domain-facts
 * §10; spec README: 0 ACM, 1 IOI, 2 OI; auth 0 public, 1 private, 2 protected).
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
} as const;

/** Contest problem status shown to a contestant whose OI result is hidden until the end (seed 2 §4). */
export const HIDDEN_OI_RESULT = -5;
