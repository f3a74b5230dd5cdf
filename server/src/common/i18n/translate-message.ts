import { DEFAULT_LOCALE, type Locale } from './locale';
import { MessageCatalogue } from './message-catalogue';
import { currentLocale } from './request-locale';
import { ZH_CN_MESSAGES } from './zh-cn';

/** The default locale needs none: its texts are the keys. */
const CATALOGUES: Partial<Record<Locale, MessageCatalogue>> = {
  'zh-CN': new MessageCatalogue(ZH_CN_MESSAGES),
};

/** A message in the asked locale; the default text itself when the catalogue has no entry. */
export function translateMessage(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  return CATALOGUES[locale]?.lookup(text) ?? text;
}

/** A message in the locale of the request being handled (for texts inside response bodies). */
export function localised(text: string): string {
  return translateMessage(text, currentLocale());
}
