import { useOutletContext } from 'react-router-dom';
import type { ContestInfo } from '@/types/contest';

/** What the contest shell hands its tabs. */
export interface ContestOutlet {
  contest: ContestInfo;
  /** The server clock, ticking. */
  now: number;
  /** Its status at `now`: -1, 0 or 1. */
  status: number;
  isContestAdmin: boolean;
  /** Whether the viewer may enter (registered, public, or an admin of it). */
  hasAccess: boolean;
  /** Bumped when the board changed (pushed over the socket). */
  boardVersion: number;
  /** Bumped when a contest admin posted in the comments (pushed over the socket). */
  clarificationVersion: number;
  reload: () => void;
}

export const useContest = () => useOutletContext<ContestOutlet>();
