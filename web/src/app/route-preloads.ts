/**
 * Route loaders that start a page's first request while its code is still on the way, so on a
 * slow link the data and the page's chunk arrive together instead of one after the other. They
 * return at once and hold no data: the page reads everything through its SWR hooks, which take
 * over these requests (SWR's `preload`).
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preload } from 'swr';
import { swrFetcher } from '@/lib/swr-fetcher';
import { swrKeys, type SwrKey } from '@/lib/swr-keys';

function start(key: SwrKey): void {
  // The first navigation runs while main.tsx is still setting up the API client (the token):
  // starting in the next task sends the request as the page itself would.
  setTimeout(() => {
    // A failure is the page's to show, when its hook reads the same request.
    preload(key, swrFetcher).catch(() => undefined);
  }, 0);
}

export function preloadProblemPage({ params }: LoaderFunctionArgs): null {
  if (params.problemID) start(swrKeys.problemDetail(params.problemID));
  return null;
}

/** Only a move to another problem starts a request: the page on screen fetches its own updates. */
export const reloadForOtherProblem = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.problemID !== nextParams.problemID;
