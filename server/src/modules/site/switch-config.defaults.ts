/**
 * The judge and community switches (HOJ SwitchConfigDTO without the remote-judge accounts).
 * Every feature reads them through SiteConfigService's typed getters, never from the row.
 */
export interface SwitchConfig {
  /** Practice (non-contest) submissions and test runs are judged. */
  openPublicJudge: boolean;
  /** Group problems are judged (groups read it when they open). */
  openGroupJudge: boolean;
  /** Contest submissions are judged. */
  openContestJudge: boolean;
  /** Practice (non-contest) code is hidden from everyone but root and problem admins, authors included. */
  hideNonContestSubmissionCode: boolean;
  /** Seconds between two practice submissions of one user; null = the server's SUBMIT_INTERVAL_SECONDS. */
  defaultSubmitInterval: number | null;
  /** Discussions a user may start a day. */
  defaultCreateDiscussionDailyLimit: number;
  /** Problems a user must have solved before starting a discussion. */
  defaultCreateDiscussionACInitValue: number;
  /** Problems a user must have solved before commenting. */
  defaultCreateCommentACInitValue: number;
  /** Groups a user may create a day. */
  defaultCreateGroupDailyLimit: number;
  /** Groups a user may own in all. */
  defaultCreateGroupLimit: number;
  /** Problems a user must have solved before creating a group (default 100). */
  defaultCreateGroupACInitValue: number;
}

export const DEFAULT_SWITCH_CONFIG: SwitchConfig = {
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: null,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 100,
};

/** The switches of the website group that the switch screen edits as well (HOJ's four, and the chat). */
export const WEBSITE_SWITCHES = [
  'register',
  'openPublicDiscussion',
  'openGroupDiscussion',
  'openContestComment',
  'imchat',
] as const;

export type WebsiteSwitchName = (typeof WEBSITE_SWITCHES)[number];

export const isWebsiteSwitch = (key: string): key is WebsiteSwitchName =>
  (WEBSITE_SWITCHES as readonly string[]).includes(key);
