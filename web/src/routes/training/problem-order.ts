/**
 * The ordered problem ids of the training last opened, kept in session storage so the problem page
 * can offer previous and next.
 */
const keyOf = (tid: number) => `training-problems:${tid}`;

export function storeProblemOrder(tid: number, problemIds: readonly string[]): void {
  try {
    sessionStorage.setItem(keyOf(tid), JSON.stringify(problemIds));
  } catch {
    // Storage full or blocked: previous and next are then simply not offered.
  }
}

function readProblemOrder(tid: number): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(tid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The problems before and after `problemId` in the stored order; null at either end or when unknown. */
export function neighboursOf(
  tid: number,
  problemId: string,
): { previous: string | null; next: string | null } {
  const order = readProblemOrder(tid);
  const index = order.indexOf(problemId);
  if (index < 0) return { previous: null, next: null };
  return { previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}
