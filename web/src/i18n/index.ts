import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';
import { chooseLocale, DEFAULT_LOCALE, type Locale } from './choose-locale';
import { LOAD_BASE_TEXTS } from './resources';

function initialLocale(): Locale {
  const query = new URLSearchParams(window.location.search).get('l');
  const chosen = chooseLocale(
    query,
    readStorage<string | null>(StorageKey.locale, null),
    navigator.languages ?? [],
  );
  // A language picked through the link is remembered like one picked from the menu.
  if (query) writeStorage(StorageKey.locale, chosen);
  return chosen;
}

const initial = initialLocale();
/** The languages whose base texts are in; areas add theirs to both languages whenever they load. */
const loaded = new Set<Locale>();
const loading = new Map<Locale, Promise<void>>();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: initial,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = initial;

/** Fetches a language's base texts once (a failed fetch may be tried again). */
export function loadLocaleTexts(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOAD_BASE_TEXTS[locale]().then(
      (texts) => {
        // A copy: i18next merges areas' texts into the bundle it holds.
        i18n.addResourceBundle(locale, 'translation', structuredClone(texts), true, false);
        loaded.add(locale);
        loading.delete(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** The first screen's texts: the app renders once they are in (main.tsx). */
export const initialTextsReady = loadLocaleTexts(initial);

/** The language asked for last: a switch that arrives late does not undo a later one. */
let wanted: Locale = initial;

/** Switches the app's language, at once when its texts are in, else once they have arrived. */
export function changeLocale(locale: Locale): void {
  writeStorage(StorageKey.locale, locale);
  wanted = locale;
  const apply = () => {
    if (wanted !== locale) return;
    void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  };
  if (loaded.has(locale)) apply();
  // Unreachable texts leave the page in the language it shows.
  else loadLocaleTexts(locale).then(apply, () => undefined);
}

export default i18n;
