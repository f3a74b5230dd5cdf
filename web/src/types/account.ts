/** Account shapes: the wire types of `@verdict/common` under the names the pages use. */
import type {
  CaptchaView,
  HeatmapView,
  PublicWebsiteConfig,
  UserHomeView,
  UserInfoView,
} from '@verdict/common';

export type UserInfo = UserInfoView;
export type UserHome = UserHomeView;
export type UserCalendarHeatmap = HeatmapView;
export type HeatmapDay = HeatmapView['dataList'][number];
export type Captcha = CaptchaView;

export interface CheckUsernameOrEmail {
  username: boolean;
  email: boolean;
}

/** The public settings as the pages read them: empty until they have loaded. */
export type WebsiteConfig = Partial<PublicWebsiteConfig>;

export interface ChangeAccountResult {
  code?: number;
  msg?: string;
  userInfo?: UserInfo;
}
