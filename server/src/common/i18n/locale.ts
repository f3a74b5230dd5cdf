/** The languages the API answers in. HOJ's English texts are the default and the catalogue keys. */
export const LOCALES = ['en-US', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
