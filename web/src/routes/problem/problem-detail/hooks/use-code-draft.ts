/**
 * The code being edited for one problem: the chosen language, local autosave every 3 s, the
 * copy saved on the server for logged-in users, and reset to the language template.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { fetchSavedCode, saveCodeOnServer } from '@/hooks/api/problem';
import { chooseLanguage } from '@/lib/choose-language';
import { readStorage, StorageKey, writeStorage } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { ProblemDetail } from '@/types/problem';

export const AUTOSAVE_INTERVAL_MS = 3000;

interface Draft {
  code: string;
  language: string;
}

export function templateFor(detail: ProblemDetail, language: string): string {
  return detail.codeTemplate?.[language] ?? findLanguage(language)?.template ?? '';
}

function initialDraft(detail: ProblemDetail): Draft {
  const stored = readStorage<Draft | null>(StorageKey.problemCodePrefix + detail.problem.problemId, null);
  // Written code stays, even in a language that lost its judge: the toolbar says so.
  if (stored?.code && detail.languages.includes(stored.language)) return stored;
  const lastLanguage = readStorage<string | null>(StorageKey.languages, null);
  const language =
    chooseLanguage(detail.languages, stored?.language ?? lastLanguage, detail.languagesWithoutJudge) ?? 'C++';
  return { language, code: templateFor(detail, language) };
}

export function useCodeDraft(detail: ProblemDetail) {
  const { t } = useTranslation();
  const { token } = useSession();
  const [draft, setDraft] = useState<Draft>(() => initialDraft(detail));
  const storageKey = StorageKey.problemCodePrefix + detail.problem.problemId;
  const latest = useRef(draft);
  latest.current = draft;

  useEffect(() => {
    let saved = JSON.stringify(latest.current);
    const timer = setInterval(() => {
      const now = JSON.stringify(latest.current);
      if (now === saved) return;
      saved = now;
      writeStorage(storageKey, latest.current);
    }, AUTOSAVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      writeStorage(storageKey, latest.current);
    };
  }, [storageKey]);

  // Seed 1 §5: when the server copy differs from the local one, ask before replacing it.
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchSavedCode(detail.problem.problemId).then(
      async (remote) => {
        if (cancelled || !remote?.code || remote.code === latest.current.code) return;
        if (!detail.languages.includes(remote.lang)) return;
        if (await confirmAction(t('editor.replaceWithServerCode')))
          setDraft({ code: remote.code, language: remote.lang });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [token, detail.problem.problemId, detail.languages, t]);

  const setCode = useCallback((code: string) => setDraft((prev) => ({ ...prev, code })), []);

  const setLanguage = useCallback(
    (language: string) => {
      writeStorage(StorageKey.languages, language);
      setDraft((prev) => {
        // Untouched templates follow the language; real code is kept.
        const untouched = !prev.code.trim() || prev.code === templateFor(detail, prev.language);
        return { language, code: untouched ? templateFor(detail, language) : prev.code };
      });
    },
    [detail],
  );

  const resetToTemplate = useCallback(async () => {
    if (!(await confirmAction(t('editor.resetConfirm')))) return;
    setDraft((prev) => ({ ...prev, code: templateFor(detail, prev.language) }));
  }, [detail, t]);

  const saveToServer = useCallback(async () => {
    await saveCodeOnServer(detail.problem.id, latest.current.language, latest.current.code);
    toast('success', t('message.saveSuccessfully'));
  }, [detail.problem.id, t]);

  return { ...draft, setCode, setLanguage, resetToTemplate, saveToServer };
}
