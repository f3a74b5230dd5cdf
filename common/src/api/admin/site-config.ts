/** The super admin's settings (HOJ admin ConfigController and SwitchController). */

/** The website settings (HOJ WebConfig): `GET /api/admin/config/get-web-config` and its save. */
export interface WebsiteConfig {
  baseUrl: string;
  name: string;
  shortName: string;
  description: string;
  keywords: string;
  register: boolean;
  recordName: string;
  recordUrl: string;
  projectName: string;
  projectUrl: string;
  email: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  imchat: boolean;
  /** External tools in the About menu; an empty link hides its entry. */
  pythonIdeUrl: string;
  scratchIdeUrl: string;
  typingUrl: string;
  latexUrl: string;
  /** The owner of a wrong answer may download its first failing case outside contests… */
  openFailingCaseDownload: boolean;
  /** …this many times a day at most, so the test set cannot be collected case by case. */
  failingCaseDownloadsPerDay: number;
}

/** `GET /api/get-website-config`: the settings with the server's submit interval. */
export interface PublicWebsiteConfig extends WebsiteConfig {
  /** Seconds between two submissions (and between two test runs) of one user; 0 = no limit. */
  submitIntervalSeconds: number;
  /**
   * Where the editor's language servers are reached: empty for the app's own socket, else the
   * origin of the hosts that run them (the browser opens a second socket there, with its token).
   */
  languageServerOrigin: string;
}

/** The SMTP settings as the admin screen reads them (HOJ EmailConfigDTO): never the password. */
export interface EmailConfigView {
  /** Empty: mail goes through the server's SMTP_URL, or its outbox folder. */
  emailHost: string;
  emailPort: number;
  emailUsername: string;
  /** Always empty when read. */
  emailPassword: '';
  /** A password is stored; leaving the field empty on save keeps it. */
  emailPasswordSet: boolean;
  /** Connect with TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  emailSsl: boolean;
  /** A picture shown at the top of HTML mails. */
  emailBGImg: string;
}

/**
 * `PUT /api/admin/config/set-email-config`: absent fields keep their value, and an empty or
 * absent password keeps the stored one.
 */
export type EmailConfigForm = Partial<Omit<EmailConfigView, 'emailPassword' | 'emailPasswordSet'>> & {
  emailPassword?: string;
};

/** Where `POST /api/admin/config/test-email` sent the mail: an SMTP server, or the outbox folder. */
export type MailRoute = 'smtp' | 'outbox';

/** `GET /api/admin/switch/info` (HOJ SwitchConfigDTO without the remote-judge accounts). */
export interface SwitchConfigView {
  /** Practice (non-contest) submissions and test runs are judged. */
  openPublicJudge: boolean;
  /** Group problems are judged. */
  openGroupJudge: boolean;
  /** Contest submissions are judged. */
  openContestJudge: boolean;
  /** Practice code is hidden from everyone but root and problem admins, authors included. */
  hideNonContestSubmissionCode: boolean;
  /** Seconds between two practice submissions of one user; null: `serverSubmitInterval`. */
  defaultSubmitInterval: number | null;
  /** The server's own interval, used while `defaultSubmitInterval` is null. */
  serverSubmitInterval: number;
  defaultCreateDiscussionDailyLimit: number;
  defaultCreateDiscussionACInitValue: number;
  defaultCreateCommentACInitValue: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
  defaultCreateGroupACInitValue: number;
  /** These are website settings that the switch screen edits as well (HOJ's four, and the chat's). */
  register: boolean;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  imchat: boolean;
}
