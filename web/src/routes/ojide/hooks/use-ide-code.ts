/**
 * The IDE's code: one draft per language (switching shows that language's own code or template),
 * kept in local storage, and the program of a shared link (`#code=…&lang=…`) taken in once when
 * the page opens with one; the fragment is then removed, so a reload keeps later edits.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { findLanguage } from '@verdict/common';
import { chooseLanguage } from '@/lib/choose-language';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';
import type { Language } from '@/types/problem';
import {
  codeFor,
  readLanguageDrafts,
  withCode,
  withLanguage,
  type LanguageDrafts,
} from '@/routes/problem/problem-detail/hooks/language-drafts';
import { decodeShareHash } from '../share-link';

const SAVE_DELAY_MS = 1000;

function templateFor(languages: readonly Language[], name: string): string {
  return (
    languages.find((language) => language.name === name)?.codeTemplate || findLanguage(name)?.template || ''
  );
}

export function useIdeCode(languages: readonly Language[]) {
  const [drafts, setDrafts] = useState<LanguageDrafts>(
    () =>
      readLanguageDrafts(readStorage<unknown>(StorageKey.ideCode, null)) ?? {
        language: readStorage<string>(StorageKey.languages, ''),
        drafts: {},
      },
  );
  const names = languages.map((language) => language.name);
  const withoutJudge = languages
    .filter((language) => !language.judgeAvailable)
    .map((language) => language.name);
  const language = chooseLanguage(names, drafts.language, withoutJudge) ?? drafts.language;
  const code = codeFor(drafts, language, (name) => templateFor(languages, name));
  const latest = useRef(drafts);
  latest.current = drafts;

  useEffect(() => {
    const timer = setTimeout(() => writeStorage(StorageKey.ideCode, drafts), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [drafts]);
  useEffect(() => () => writeStorage(StorageKey.ideCode, latest.current), []);

  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const ready = languages.length > 0;
  useEffect(() => {
    if (!ready || !hash.includes('code=')) return;
    let cancelled = false;
    void decodeShareHash(hash).then((shared) => {
      if (cancelled) return;
      if (shared) {
        // A language this site does not offer: the code opens in the one the page picks.
        const into = names.includes(shared.language) ? shared.language : language;
        setDrafts((prev) => withCode(prev, into, shared.code));
      }
      void navigate({ pathname, search }, { replace: true });
    });
    return () => {
      cancelled = true;
    };
    // Taken in once per fragment: the names and the picked language only matter at that moment.
  }, [ready, hash]);

  return {
    language,
    code,
    setCode: (next: string) => setDrafts((prev) => withCode(prev, language, next)),
    setLanguage: (next: string) => {
      writeStorage(StorageKey.languages, next);
      setDrafts((prev) => withLanguage(prev, next));
    },
  };
}
