import { useState } from 'react';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';

/**
 * The problem page's language server switch, off until the user turns it on; remembered per user
 * (someone else signing in on the same browser starts with it off).
 */
export function useLanguageServerPreference(uid: string | undefined): [boolean, (on: boolean) => void] {
  const key = uid ? `${StorageKey.languageServerPrefix}${uid}` : null;
  const [chosen, setChosen] = useState<{ key: string | null; on: boolean } | null>(null);
  const on =
    chosen && chosen.key === key ? chosen.on : key !== null && readStorage<boolean>(key, false) === true;
  const choose = (next: boolean) => {
    if (!key) return;
    writeStorage(key, next);
    setChosen({ key, on: next });
  };
  return [on, choose];
}
