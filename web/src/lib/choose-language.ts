/**
 * Picks the editor language for a problem: the stored choice if the problem offers it, else the
 * first default (C++, then Python3), else the first the problem offers.
 */
export const DEFAULT_EDITOR_LANGUAGES = ['C++', 'Python3'] as const;

export function chooseLanguage(offered: readonly string[], stored: string | null | undefined): string | null {
  if (offered.length === 0) return null;
  if (stored && offered.includes(stored)) return stored;
  for (const preferred of DEFAULT_EDITOR_LANGUAGES) {
    if (offered.includes(preferred)) return preferred;
  }
  return offered[0];
}
