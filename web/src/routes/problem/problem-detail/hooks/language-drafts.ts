/**
 * The code of one problem kept per language, so switching the language never carries C++ over
 * into Python: each language has its own draft, and a language not written in yet starts from
 * its template. Pure functions over the stored shape; `use-code-draft` holds the state.
 */

/** What local storage keeps for one problem. */
export interface LanguageDrafts {
  language: string;
  /** Language name → the code written in it. */
  drafts: Record<string, string>;
}

/** The single-draft shape stored before drafts were kept per language. */
interface SingleDraft {
  language: string;
  code: string;
}

/** Reads either stored shape; anything else is no draft at all. */
export function readLanguageDrafts(stored: unknown): LanguageDrafts | null {
  if (!stored || typeof stored !== 'object') return null;
  const value = stored as Partial<LanguageDrafts & SingleDraft>;
  if (typeof value.language !== 'string') return null;
  if (value.drafts && typeof value.drafts === 'object') {
    const drafts = Object.fromEntries(
      Object.entries(value.drafts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { language: value.language, drafts };
  }
  if (typeof value.code === 'string') {
    return { language: value.language, drafts: value.code ? { [value.language]: value.code } : {} };
  }
  return { language: value.language, drafts: {} };
}

/** The code shown for a language: its draft, else its template. */
export function codeFor(state: LanguageDrafts, language: string, template: (language: string) => string) {
  return state.drafts[language] ?? template(language);
}

export function withCode(state: LanguageDrafts, language: string, code: string): LanguageDrafts {
  return { language, drafts: { ...state.drafts, [language]: code } };
}

export function withLanguage(state: LanguageDrafts, language: string): LanguageDrafts {
  return { ...state, language };
}
