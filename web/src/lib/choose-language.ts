/**
 * Picks the editor language for a problem: the stored choice if the problem offers it, else the
 * first default (C++, then Python3), else the first the problem offers. Languages no judge
 * currently offers are passed over while any other is left.
 */
export const DEFAULT_EDITOR_LANGUAGES = ['C++', 'Python3'] as const;

export function chooseLanguage(
  offered: readonly string[],
  stored: string | null | undefined,
  withoutJudge: readonly string[] = [],
): string | null {
  const judged = offered.filter((language) => !withoutJudge.includes(language));
  const candidates = judged.length > 0 ? judged : offered;
  if (candidates.length === 0) return null;
  if (stored && candidates.includes(stored)) return stored;
  for (const preferred of DEFAULT_EDITOR_LANGUAGES) {
    if (candidates.includes(preferred)) return preferred;
  }
  return candidates[0];
}
