import useSWR from 'swr';
import { swrKeys } from '@/lib/swr-keys';
import type { WebsiteConfig } from '@/types/account';

export const DEFAULT_SHORT_NAME = 'OJ';

export function useWebsiteConfig(): WebsiteConfig {
  const { data } = useSWR<WebsiteConfig>(swrKeys.websiteConfig(), { revalidateOnFocus: false });
  return data ?? {};
}
