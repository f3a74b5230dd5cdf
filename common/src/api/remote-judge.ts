/**
 * Remote judging: problems of other online judges, submitted there under the site's accounts.
 * HOJ's routes (`import-remote-oj-problem`, `resubmit`, `get-recent-other-contest`) and the back
 * office's account pool.
 */

/** Which adapter talks to a remote judge. */
export const REMOTE_JUDGE_KINDS = ['hoj', 'codeforces', 'gym', 'atcoder'] as const;
export type RemoteJudgeKind = (typeof REMOTE_JUDGE_KINDS)[number];

/** The judges Verdict knows by name; any other name is a HOJ-compatible site at its own address. */
export const BUILT_IN_REMOTE_JUDGES: readonly { name: string; kind: RemoteJudgeKind; baseUrl: string }[] = [
  { name: 'CF', kind: 'codeforces', baseUrl: 'https://codeforces.com' },
  { name: 'GYM', kind: 'gym', baseUrl: 'https://codeforces.com' },
  { name: 'AC', kind: 'atcoder', baseUrl: 'https://atcoder.jp' },
];

/** A remote judge's name on this site: the prefix of its problems' ids. */
export const REMOTE_JUDGE_NAME = /^[A-Z][A-Z0-9]{0,19}$/;

/** Where a submission to a remote problem was judged. */
export interface RemoteRunView {
  oj: string;
  /** The remote's id of the run; null until the remote took it. */
  runId: string | null;
  link: string | null;
}

/** One of the site's accounts on another judge, as the back office lists it (never its password). */
export interface RemoteAccountView<D = string> {
  id: number;
  oj: string;
  kind: RemoteJudgeKind;
  baseUrl: string;
  username: string;
  enabled: boolean;
  /** It may submit again from then on; null when it may now. */
  nextSubmitAt: D | null;
  /** What went wrong the last time it was used. */
  lastError: string | null;
  gmtCreate: D;
}

/** HOJ's entry of the home page's "contests on other judges" list. */
export interface RecentOtherContest {
  oj: string;
  title: string;
  /** ISO times. */
  beginTime: string;
  endTime: string;
  url: string;
}
