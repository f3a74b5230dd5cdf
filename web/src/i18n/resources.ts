import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import type { Locale } from './choose-locale';

export type Texts = Record<string, unknown>;
/** An area's texts in both languages (`locales/areas/<area>.json`). */
export type AreaTexts = Record<Locale, Texts>;

/**
 * The texts every page needs (the shell, the problem set, submissions, accounts…). The texts of
 * whole areas (discussions, notes, ranks…) live beside them, one file per area holding both
 * languages, and are added when the area's screens load (`./areas/`), so they stay out of the
 * first load.
 */
export const RESOURCES: Record<Locale, Texts> = { 'en-US': enUS, 'zh-CN': zhCN };
