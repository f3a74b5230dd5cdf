/**
 * Contest shapes on the wire (HOJ ContestVO, AdminContestVO, ContestProblemVO,
 * ACMContestRankVO, OIContestRankVO, AccessVO), written by the server and read by the web.
 * `TTime` as in `./submission`.
 */
import type { AwardConfig } from '../contest';

/** A contest as the list and the contest page show it. */
export interface ContestView<TTime = string> {
  id: number;
  title: string;
  description: string;
  type: number;
  auth: number;
  source: string | null;
  startTime: TTime;
  endTime: TTime;
  /** Seconds. */
  duration: number;
  /** Seconds a contestant has from pressing start (personal timed contest); 0 for none. */
  timeLimit: number;
  status: number;
  /** Registered participants. */
  count: number;
  uid: string;
  author: string;
  openRank: boolean;
  openPrint: boolean;
  sealRank: boolean;
  sealRankTime: TTime | null;
  autoRealRank: boolean;
  rankShowName: string;
  oiRankScoreType: string;
  awardType: number;
  awardConfigList: AwardConfig[];
  gid: number | null;
  isVip: boolean;
  /** The server clock when the answer was made, so countdowns never trust the client's clock. */
  now: TTime;
}

/** A contest with the viewer's own clock: the personal start and end of a timed contest. */
export interface ContestInfoView<TTime = string> extends ContestView<TTime> {
  beginTime: TTime | null;
  myEndTime: TTime | null;
}

/** Everything the admin form edits (HOJ AdminContestVO). */
export interface AdminContestView<TTime = string> extends ContestView<TTime> {
  pwd: string | null;
  visible: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  starAccount: string[];
  allowEndSubmit: boolean;
}

/** Whether the viewer may enter (registered, or no password needed). */
export interface ContestAccessView {
  access: boolean;
}

/** A row of the contest problem list. */
export interface ContestProblemView {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  ac: number;
  total: number;
}

export interface ContestAnnouncementView<TTime = string> {
  id: number;
  cid: number;
  title: string;
  content: string;
  status: number;
  uid: string;
  username: string;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** A print request (HOJ ContestPrint without its text, which is downloaded); status 0 waiting, 1 printed. */
export interface ContestPrintView<TTime = string> {
  id: number;
  cid: number;
  username: string;
  realname: string | null;
  status: number;
  gmtCreate: TTime;
}

/**
 * An AC helper record (HOJ ContestRecord): a contestant's first accepted submission on a problem,
 * with the problem's balloon colour; `checked` once its balloon went out. `id` is the submission's.
 */
export interface ContestAcRecordView<TTime = string> {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  color: string | null;
  uid: string;
  username: string;
  realname: string | null;
  submitTime: TTime;
  firstBlood: boolean;
  checked: boolean;
}

/** Who a board row is: what every kind of board shows. */
export interface RankRowPerson {
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  /** The name this contest shows (its rankShowName field). */
  rankShowName: string;
  isConcerned: boolean;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
}

/** An ACM cell, keyed by display id. Times are seconds from the start. */
export interface AcmProblemCell {
  isAC: boolean;
  isFirstAC: boolean;
  ACTime: number | null;
  errorNum: number;
  /** Attempts made while the board is sealed, results unknown. */
  tryNum: number;
}

export interface AcmRankRow extends RankRowPerson {
  ac: number;
  total: number;
  /** Seconds: AC times plus 20 minutes per counted wrong try. */
  totalTime: number;
  submissionInfo: Record<string, AcmProblemCell>;
}

export interface OiRankRow extends RankRowPerson {
  totalScore: number;
  /** Milliseconds: the best accepted run time per problem, summed. */
  totalTime: number;
  submissionInfo: Record<string, number>;
  timeInfo: Record<string, number>;
}

/** The problem list a scoreboard page heads its columns with (HOJ ContestOutsideInfoVO). */
export interface ContestOutsideInfoView<TTime = string> {
  contest: ContestView<TTime>;
  problemList: ContestProblemView[];
}

/** Pushed to a contest's followers when it starts or ends (server clock). */
export interface ContestStatusEvent {
  cid: number;
  status: number;
}

/** Pushed to a contest's followers when its board changed: read it again. */
export interface ContestBoardChangedEvent {
  cid: number;
}
