import type { Locale } from './choose-locale';

export type Texts = Record<string, unknown>;
/** An area's texts in both languages (`locales/areas/<area>.json`). */
export type AreaTexts = Record<Locale, Texts>;

/**
 * The texts every page needs (the shell, the problem set, submissions, accounts…), one chunk per
 * language: the page's language loads as the app starts, the other only when a user switches to
 * it. The texts of whole areas (discussions, notes, ranks…) live beside them, one file per area
 * holding both languages, and are added when the area's screens load (`./areas/`), so they stay
 * out of the first load.
 */
export const LOAD_BASE_TEXTS: Record<Locale, () => Promise<Texts>> = {
  'en-US': () => import('./locales/en-US.json').then((module) => module.default),
  'zh-CN': () => import('./locales/zh-CN.json').then((module) => module.default),
};
