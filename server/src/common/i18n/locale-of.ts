import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, type Locale } from './locale';

/** Primary language subtags the API offers, most preferred first when the client accepts any. */
const LOCALE_OF_LANGUAGE: Record<string, Locale> = { en: 'en-US', zh: 'zh-CN' };
const OFFERED = Object.keys(LOCALE_OF_LANGUAGE);

/**
 * The locale an `Accept-Language` header asks for, q-values respected: any Chinese tag (`zh`,
 * `zh-CN`, `zh-Hans`, …) gives zh-CN, anything else or nothing gives the default English.
 */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language(OFFERED);
  return best ? LOCALE_OF_LANGUAGE[best] : DEFAULT_LOCALE;
}
