/**
 * Problem and tag shapes on the wire (HOJ ProblemVO / ProblemInfoVO / Tag), written by
 * the server's mappers and read by the web. `TTime` as in `./submission`.
 */

export interface TagView<TTime = string> {
  id: number;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmtCreate: TTime;
  gmtModified: TTime;
}

export interface TagClassificationView<TTime = string> {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** The tags of one classification (or of none), as the problem-set filter lists them. */
export interface ProblemTagGroupView<TTime = string> {
  classification: TagClassificationView<TTime> | null;
  tagList: TagView<TTime>[];
}

/** Submissions of a problem per verdict. */
export interface ProblemCounters {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  se: number;
}

export interface ProblemCountView extends ProblemCounters {
  pid: number;
}

/** A problem-list row (HOJ ProblemVO names the id `pid`). */
export interface ProblemListItemView<TTime = string> extends ProblemCounters {
  pid: number;
  id: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  source: string | null;
  isVip: boolean;
  tags: TagView<TTime>[];
  myStatus: number;
  score?: number | null;
}

/** What anyone allowed to open a problem sees (no checker code, no test-data internals). */
export interface ProblemView<TTime = string> {
  id: number;
  problemId: string;
  title: string;
  author: string;
  type: number;
  judgeMode: string;
  judgeCaseMode: string;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  /** HOJ encodes samples as `<input>…</input><output>…</output>` pairs. */
  examples: string | null;
  hint: string | null;
  source: string | null;
  answer: string | null;
  difficulty: number;
  auth: number;
  ioScore: number;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  userExtraFile: string | null;
  model: number;
  isVip: boolean;
  isRemote: boolean;
  gid: number | null;
  gmtCreate: TTime;
  gmtModified: TTime;
}

/** HOJ ProblemInfoVO plus the viewer's status. */
export interface ProblemDetailView<TTime = string> {
  problem: ProblemView<TTime>;
  tags: TagView<TTime>[];
  languages: string[];
  /** Those of `languages` that no judge online now offers (submits in them are refused). */
  languagesWithoutJudge: string[];
  codeTemplate: Record<string, string>;
  problemCount: ProblemCountView;
  myStatus: number;
}

/** A user's standing on one problem: status -10 when never submitted. */
export interface UserProblemStatusView {
  status: number;
  score?: number | null;
  totalScore?: number | null;
}

/** HOJ ProblemFullScreenListVO: a row of the problem list beside a full-screen problem page. */
export interface FullScreenProblemView {
  pid: number;
  /** The display id in its list (a contest's letter). */
  problemId: string;
  title: string;
  /** The viewer's status on it (-10 not submitted; -5 while a result is hidden). */
  status: number;
  score: number | null;
}

export interface LanguageView {
  id: number;
  name: string;
  description: string;
  contentType: string;
  codeTemplate: string | null;
  isSpj: boolean;
  oj: string;
  seq: number;
  /** A judge online now offers the language (true while no judge is online: submits then wait). */
  judgeAvailable: boolean;
}

export interface CodeTemplateView {
  id: number;
  pid: number;
  lid: number;
  code: string;
  status: boolean;
}

/** The editor code a user saved for a problem. */
export interface SavedCodeView {
  code: string;
  lang: string;
}
