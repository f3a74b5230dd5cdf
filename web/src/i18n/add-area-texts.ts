import i18n from './index';
import { LOCALES } from './choose-locale';
import type { AreaTexts } from './resources';

/** Adds an area's texts to both languages; its screens import the area's module before they render. */
export function addAreaTexts(texts: AreaTexts): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, 'translation', texts[locale], true, false);
}
