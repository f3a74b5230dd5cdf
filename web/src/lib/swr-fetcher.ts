import { api } from './api-client';
import type { SwrKey } from './swr-keys';

export function swrFetcher<T>(key: SwrKey): Promise<T> {
  const [path, query] = key;
  return api.get<T>(path, query);
}
