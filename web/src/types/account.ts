/** Account shapes as HOJ names them on the wire (hoj-api-routes: UserInfoVO, UserHomeVO, …). */
export interface UserInfo {
  uid: string;
  username: string;
  nickname?: string | null;
  avatar?: string | null;
  email?: string | null;
  number?: string | null;
  school?: string | null;
  course?: string | null;
  signature?: string | null;
  realname?: string | null;
  gender?: 'male' | 'female' | 'secrecy' | string | null;
  github?: string | null;
  blog?: string | null;
  cfUsername?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  isVip?: boolean | null;
  defCode?: number | null;
  roleList?: (string | number | { role?: string; id?: number })[];
}

export interface SolvedByDifficulty {
  difficulty: number;
  problemIds: string[];
}

export interface UserHome extends UserInfo {
  total?: number;
  /** Seed 2 §3 groups by difficulty; plain HOJ sends display ids only. */
  solvedList?: (string | SolvedByDifficulty)[];
  solvedGroupByDifficulty?: Record<string, (string | { problemId: string })[]>;
  scoreList?: number[];
  recentLoginTime?: string | null;
  gmtCreate?: string | null;
}

export interface HeatmapDay {
  date: string;
  count: number;
}

export interface UserCalendarHeatmap {
  uid?: string;
  username?: string;
  dataList: HeatmapDay[];
  endDate: string | number;
}

export interface CheckUsernameOrEmail {
  username: boolean;
  email: boolean;
}

export interface Captcha {
  img: string;
  captchaKey: string;
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
}

export interface ChangeAccountResult {
  code?: number;
  msg?: string;
  userInfo?: UserInfo;
}
