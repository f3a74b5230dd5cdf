/**
 * Languages other than C/C++ get twice a problem's stated limits, except on
 * Codeforces-style and remote problems, whose limits apply as stated to every language.
 */
export function limitsApplyAsStated(problemId: string, isRemote = false): boolean {
  return isRemote || /^(CF|GYM)-/i.test(problemId);
}

/** How much more time and memory other languages get where the limits are doubled. */
export const OTHER_LANGUAGE_FACTOR = 2;
