/** Local storage keys and a JSON-safe accessor that survives private mode. */
export const StorageKey = {
  token: 'token',
  authed: 'authed',
  userInfo: 'userInfo',
  languages: 'languages',
  locale: 'locale',
  problemCodePrefix: 'problemCode_',
  editorSettings: 'editorSettings',
  /** + uid: whether the user turned the problem page's language server on. */
  languageServerPrefix: 'languageServer_',
  /** The online IDE's code per language. */
  ideCode: 'ideCode',
  statusGroupFilter: 'statusGroupFilter',
  problemListPageSize: 'problemListPageSize',
} as const;

export function readStorage<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStorage(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the app still works for this page view.
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignored, see writeStorage
  }
}
