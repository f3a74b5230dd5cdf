/**
 * Route loaders that start a page's first request while its code is still on the way, so on a
 * slow link the data and the page's chunk arrive together instead of one after the other. They
 * return at once and hold no data: the page reads everything through its SWR hooks, which take
 * over these requests (SWR's `preload`).
 */
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { preload } from 'swr';
import { ProblemModel } from '@verdict/common';
import { swrFetcher } from '@/lib/swr-fetcher';
import { swrKeys, type SwrKey } from '@/lib/swr-keys';
import type { ProblemDetail } from '@/types/problem';

function start(key: SwrKey, then: (data: unknown) => void = () => undefined): void {
  // The first navigation runs while main.tsx is still setting up the API client (the token):
  // starting in the next task sends the request as the page itself would.
  setTimeout(() => {
    // A failure is the page's to show, when its hook reads the same request.
    preload(key, swrFetcher).then(then, () => undefined);
  }, 0);
}

/**
 * Monaco, by far the problem page's largest download, is asked for as soon as the problem's data
 * says the page shows an editor (not a quiz), without waiting for the page to render first.
 */
function startEditorFor(data: unknown): void {
  if ((data as ProblemDetail | undefined)?.problem?.model === ProblemModel.QUIZ) return;
  import('@/components/editor/code-editor').catch(() => undefined);
}

/**
 * The statement's markdown code, a chunk of its own that the page's chunk does not wait for:
 * asked for beside the page's chunk, it arrives with it rather than after it.
 */
function startStatementCode(): void {
  import('@/components/common/markdown').catch(() => undefined);
}

export function preloadProblemPage({ params }: LoaderFunctionArgs): null {
  if (params.problemID) start(swrKeys.problemDetail(params.problemID), startEditorFor);
  startStatementCode();
  return null;
}

/** A problem inside a contest or a training: its data comes with the page, its statement code now. */
export function preloadStatementCode(): null {
  startStatementCode();
  return null;
}

/** Only a move to another problem starts a request: the page on screen fetches its own updates. */
export const reloadForOtherProblem = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
  currentParams.problemID !== nextParams.problemID;
