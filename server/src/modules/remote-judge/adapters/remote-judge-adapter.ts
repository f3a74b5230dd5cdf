/**
 * What Verdict needs of another online judge. One adapter per kind of remote (a HOJ-compatible
 * site, Codeforces, AtCoder); the remote-judge worker calls nothing else, so adding a judge is
 * adding an adapter (see docs/remote-judge.md).
 */

/** One of the site's accounts on a remote judge, its secret already decrypted. */
export interface RemoteAccount {
  username: string;
  password: string;
}

export interface RemoteExample {
  input: string;
  output: string;
}

/** A problem as the remote shows it, ready to be stored as a remote problem of this site. */
export interface RemoteProblem {
  /** The remote's own id of the problem: `1000A` (Codeforces), `abc300_a` (AtCoder), `1001` (HOJ). */
  remoteId: string;
  title: string;
  /** Statement parts as HTML or markdown, as the remote serves them (rendered sanitised). */
  description: string;
  input: string;
  output: string;
  hint: string;
  examples: RemoteExample[];
  timeLimitMs: number;
  memoryLimitMb: number;
  /** The problem's page on the remote. */
  sourceLink: string;
}

export interface RemoteSubmitRequest {
  remoteId: string;
  /** This site's language name (`C++`, `Python3`, …); the adapter maps it to the remote's. */
  language: string;
  code: string;
}

/** The remote's submission, as it names it. */
export interface RemoteRun {
  runId: string;
  /** Its page on the remote. */
  link: string;
}

/** A remote submission's state: still judged there, or done with this site's status code. */
export type RemoteRunState =
  | { done: false }
  | {
      done: true;
      /** A `JudgeStatus` code of `@verdict/common`. */
      status: number;
      timeMs: number | null;
      memoryKb: number | null;
      /** The compiler's output of a compile error, or what else the remote said; null when nothing. */
      errorMessage: string | null;
      /** The score the remote gave (0–100 partial scoring), null when it gives none. */
      score?: number | null;
    };

/** A contest the remote has coming or running, for the home page's "other judges" list. */
export interface RemoteContest {
  /** The remote judge's name in this site (`CF`, `AC`, …). */
  oj: string;
  title: string;
  /** Epoch ms. */
  startTime: number;
  durationSeconds: number;
  link: string;
}

export interface RemoteJudgeAdapter {
  /** The name problems carry as their id prefix (`CF` → `CF-1000A`). */
  readonly name: string;
  /** This site's language names the remote takes, each with the remote's id for it. */
  readonly languages: Readonly<Record<string, string>>;
  /** The least time between two submissions of one account, as the remote allows. */
  readonly submitIntervalMs: number;
  /** After this long without a final verdict the submission ends System Error. */
  readonly resultLimitMs: number;

  /** Reads a problem; throws `RemoteJudgeError` ('not-found' for an id the remote lacks). */
  importProblem(remoteId: string): Promise<RemoteProblem>;
  /** Logs in as the account when needed (sessions are kept per account) and submits. */
  submit(account: RemoteAccount, request: RemoteSubmitRequest): Promise<RemoteRun>;
  /** Reads the state of a run submitted with `account`. */
  poll(account: RemoteAccount, run: RemoteRun & { remoteId: string }): Promise<RemoteRunState>;
  /** Contests starting from now on (or running), soonest first. */
  recentContests(): Promise<RemoteContest[]>;
}
