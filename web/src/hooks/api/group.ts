import useSWR from 'swr';
import type { Page } from '@verdict/common';
import { api } from '@/lib/api-client';
import { swrKeys, type SwrKey } from '@/lib/swr-keys';

export interface GroupOption {
  id: number;
  name: string;
}

/**
 * Seed 1 §9: the status page's group filter loads one page of 30 of my groups. The filter is an
 * extra, so a failure leaves it with the two fixed choices instead of showing an error.
 */
export function useMyGroups(enabled: boolean) {
  return useSWR<Page<GroupOption>>(
    enabled ? swrKeys.myGroups() : null,
    ([path, query]: SwrKey) => api.get<Page<GroupOption>>(path, query, { silent: true }),
    { revalidateOnFocus: false },
  );
}
