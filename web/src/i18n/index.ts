import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';
import { chooseLocale, DEFAULT_LOCALE, type Locale } from './choose-locale';
import { RESOURCES } from './resources';

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

void i18n.use(initReactI18next).init({
  // Copies: i18next merges each area's texts into the bundles it holds, and RESOURCES stays the
  // texts every page needs.
  resources: {
    'zh-CN': { translation: structuredClone(RESOURCES['zh-CN']) },
    'en-US': { translation: structuredClone(RESOURCES['en-US']) },
  },
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;

export function changeLocale(locale: Locale): void {
  writeStorage(StorageKey.locale, locale);
  void i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export default i18n;
