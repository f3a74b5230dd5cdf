import { api } from './api-client';
import type { SwrKey } from './swr-keys';

/**
 * Page data: a failure is not toasted here, because the page throws it to the route error
 * boundary (or keeps what it showed), so each error is shown once.
 */
export function swrFetcher<T>(key: SwrKey): Promise<T> {
  const [path, query] = key;
  return api.get<T>(path, query, { silent: true });
}
