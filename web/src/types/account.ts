/** Account shapes: the wire types of `@verdict/common` under the names the pages use. */
import type { CaptchaView, HeatmapView, UserHomeView, UserInfoView } from '@verdict/common';

export type UserInfo = UserInfoView;
export type UserHome = UserHomeView;
export type UserCalendarHeatmap = HeatmapView;
export type HeatmapDay = HeatmapView['dataList'][number];
export type Captcha = CaptchaView;

export interface CheckUsernameOrEmail {
  username: boolean;
  email: boolean;
}

export interface WebsiteConfig {
  baseUrl?: string;
  name?: string;
  shortName?: string;
  register?: boolean;
  recordName?: string;
  recordUrl?: string;
  description?: string;
  email?: string;
  projectName?: string;
  projectUrl?: string;
  openPublicDiscussion?: boolean;
  openGroupDiscussion?: boolean;
  openContestComment?: boolean;
  pythonIdeUrl?: string;
  scratchIdeUrl?: string;
  typingUrl?: string;
  latexUrl?: string;
  /** Owners of a wrong answer may download its first failing case. */
  openFailingCaseDownload?: boolean;
  failingCaseDownloadsPerDay?: number;
  /** Seconds between two submissions (and two test runs) of one user; 0 = no wait. */
  submitIntervalSeconds?: number;
}

export interface ChangeAccountResult {
  code?: number;
  msg?: string;
  userInfo?: UserInfo;
}
