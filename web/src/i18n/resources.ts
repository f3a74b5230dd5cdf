import enUS from './locales/en-US.json';
import zhCN from './locales/zh-CN.json';
import type { Locale } from './choose-locale';

type Texts = Record<string, unknown>;
type AreaTexts = Record<Locale, Texts>;

/**
 * The texts of whole areas (discussions, notes, ranks…) live beside the shared files, one file per
 * area holding both languages (`locales/areas/<area>.json`), so each area's words stay together.
 */
const AREAS = Object.values(
  import.meta.glob<AreaTexts>('./locales/areas/*.json', { eager: true, import: 'default' }),
);

function withAreas(shared: Texts, locale: Locale): Texts {
  return AREAS.reduce<Texts>((all, area) => ({ ...all, ...area[locale] }), { ...shared });
}

/** Every text of the app, per locale. */
export const RESOURCES: Record<Locale, Texts> = {
  'en-US': withAreas(enUS, 'en-US'),
  'zh-CN': withAreas(zhCN, 'zh-CN'),
};
