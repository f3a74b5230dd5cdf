/** The user ranks (`GET /api/get-rank-list`, HOJ RankController). */
import useSWR from 'swr';
import type { Page, RankPeriodValue, RankTypeValue, UserRankEntry } from '@verdict/common';
import type { SwrKey } from '@/lib/swr-keys';

export interface UserRankQuery {
  type: RankTypeValue;
  period: RankPeriodValue;
  currentPage: number;
  limit: number;
  searchUser?: string;
}

export const rankKeys = {
  userRank: (query: UserRankQuery): SwrKey => ['/api/get-rank-list', { ...query }],
};

export function useUserRank(query: UserRankQuery) {
  return useSWR<Page<UserRankEntry>>(rankKeys.userRank(query), { keepPreviousData: true });
}
