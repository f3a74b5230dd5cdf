/**
 * The app fetches a language's base texts when it is first shown; tests switch languages
 * synchronously, so both are loaded before any test runs.
 */
import { loadLocaleTexts } from '@/i18n';
import { LOCALES } from '@/i18n/choose-locale';

await Promise.all(LOCALES.map(loadLocaleTexts));
