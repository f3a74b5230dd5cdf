/**
 * Splitter rules of the problem page: the statement needs 420 px, the code side
 * 460 px (200 px in quiz mode). Releasing the splitter past a threshold collapses that side.
 */
export const LEFT_MIN_PX = 420;
export const RIGHT_MIN_CODE_PX = 460;
export const RIGHT_MIN_QUIZ_PX = 200;

export type SplitMode = 'both' | 'problem-only' | 'code-only';

export interface SplitState {
  mode: SplitMode;
  /** Width of the statement side in px when both are shown. */
  leftPx: number;
}

export function resolveSplit(leftPx: number, totalPx: number, rightMinPx: number): SplitState {
  if (leftPx < LEFT_MIN_PX) return { mode: 'code-only', leftPx: LEFT_MIN_PX };
  if (totalPx - leftPx < rightMinPx)
    return { mode: 'problem-only', leftPx: Math.max(LEFT_MIN_PX, totalPx - rightMinPx) };
  return { mode: 'both', leftPx };
}
