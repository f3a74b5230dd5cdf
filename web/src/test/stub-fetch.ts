import { vi } from 'vitest';

/**
 * Replaces `fetch` with `answer`, which gets each request's URL (resolved against localhost)
 * and init. Returns the URLs asked for, in order. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(answer: (url: URL, init: RequestInit) => Response): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const url = new URL(path, 'http://localhost');
      calls.push(url);
      return answer(url, init);
    }),
  );
  return calls;
}
