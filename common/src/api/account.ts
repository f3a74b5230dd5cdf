/** Account shapes on the wire (HOJ UserInfoVO, UserHomeVO, captcha, heatmap). `TTime` as in `./submission`. */

/** What login, change-userInfo and upload-avatar answer. */
export interface UserInfoView<TTime = string> {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  school: string | null;
  number: string | null;
  gender: string;
  signature: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  isVip: boolean;
  role: number;
  roleList: string[];
  gmtCreate: TTime;
}

/** The profile plus activity. */
export interface UserHomeView<TTime = string> extends UserInfoView<TTime> {
  recentLoginTime: TTime | null;
  /** Practice submissions with a verdict: the rank's Total (`UNCOUNTED_STATUSES`). */
  total: number;
  /** `acRate(solvedList.length, total)`: the rank's AC rate of the user. */
  acRate: number;
  solvedList: string[];
  /** Solved problem display ids per difficulty level 0–7. */
  solvedGroupByDifficulty: Record<string, string[]>;
  scoreList: number[];
}

export interface HeatmapView {
  uid: string;
  username: string;
  dataList: { date: string; count: number }[];
  endDate: string;
}

export interface CaptchaView {
  img: string;
  captchaKey: string;
}
