import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from './locale';

const storage = new AsyncLocalStorage<Locale>();

/** Runs `work` (and everything it awaits) as part of a request that asked for `locale`. */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return storage.run(locale, work);
}

/**
 * The locale of the request being handled, for code far from the request (mails, messages in
 * response bodies); the default outside a request (schedulers, queue consumers).
 */
export function currentLocale(): Locale {
  return storage.getStore() ?? DEFAULT_LOCALE;
}
