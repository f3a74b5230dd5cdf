/**
 * The home page's lists: countdowns, recent problems, the week's figures, the AC rank, and the
 * coming contests of the other judges the site has accounts on.
 */
import useSWR from 'swr';
import type {
  RecentAcRankEntry,
  RecentOtherContest,
  RecentContestView,
  RecentUpdatedProblemView,
  SubmissionStatisticsView,
} from '@verdict/common';
import { serverOffset } from '@/lib/contest-time';
import { swrFetcher } from '@/lib/swr-fetcher';
import type { SwrKey } from '@/lib/swr-keys';

export const homeKeys = {
  recentContests: (): SwrKey => ['/api/get-recent-contest'],
  recentUpdatedProblems: (): SwrKey => ['/api/get-recent-updated-problem'],
  lastWeekSubmissions: (): SwrKey => ['/api/get-last-week-submission-statistics'],
  recentAcRank: (): SwrKey => ['/api/get-recent-seven-ac-rank'],
  recentOtherContests: (): SwrKey => ['/api/get-recent-other-contest'],
};

const calm = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export interface RecentContests {
  contests: RecentContestView[];
  /** Milliseconds from the browser's clock to the server's, taken when the answer arrived. */
  offsetMs: number;
}

async function fetchRecentContests(key: SwrKey): Promise<RecentContests> {
  const contests = await swrFetcher<RecentContestView[]>(key);
  return { contests, offsetMs: contests.length > 0 ? serverOffset(contests[0].now) : 0 };
}

export const useRecentContests = () =>
  useSWR<RecentContests>(homeKeys.recentContests(), fetchRecentContests, calm);

export const useRecentUpdatedProblems = () =>
  useSWR<RecentUpdatedProblemView[]>(homeKeys.recentUpdatedProblems(), calm);

export const useLastWeekSubmissions = () =>
  useSWR<SubmissionStatisticsView>(homeKeys.lastWeekSubmissions(), calm);

export const useRecentAcRank = () => useSWR<RecentAcRankEntry[]>(homeKeys.recentAcRank(), calm);

/** Empty when the site follows no other judge. */
export const useRecentOtherContests = () =>
  useSWR<RecentOtherContest[]>(homeKeys.recentOtherContests(), calm);
