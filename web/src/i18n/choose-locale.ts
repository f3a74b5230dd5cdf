/** The language comes from `?l=`, then the stored choice, then the browser. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
}

export function chooseLocale(
  query: string | null,
  stored: string | null,
  browser: readonly string[],
): Locale {
  return (
    normalizeLocale(query) ??
    normalizeLocale(stored) ??
    browser
      .map((language) => normalizeLocale(language))
      .find((locale): locale is Locale => locale !== null) ??
    DEFAULT_LOCALE
  );
}
