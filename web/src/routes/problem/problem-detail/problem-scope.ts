import { createContext, useContext } from 'react';

/** Where the problem page is opened: a contest (`cid` > 0), a training (`tid`), a group (`gid`) or the problem set. */
export interface ProblemScope {
  cid: number;
  /** The training the problem is opened in; its submissions are checked against the training's entry. */
  tid?: number;
  /** The group the problem is opened in: read in the group's scope and submitted under the group. */
  gid?: number;
  /**
   * Whether a new submission replaces the one that counts without the contestant seeing results
   * (an OI contest running, for a contestant): a second submit asks first.
   */
  confirmsOverwrite?: boolean;
  /** A contest's problem before the contest ends: the assistant is not offered. */
  contestOngoing?: boolean;
}

export const ProblemScopeContext = createContext<ProblemScope>({ cid: 0 });

export const useProblemScope = () => useContext(ProblemScopeContext);
