/**
 * The code being edited for one problem: the chosen language, one draft per language (switching
 * the language shows that language's own draft or template, never the other language's code),
 * local autosave every 3 s, the copy saved on the server for logged-in users, and reset to the
 * language template.
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
import { useProblemScope } from '../problem-scope';
import { codeFor, readLanguageDrafts, withCode, withLanguage, type LanguageDrafts } from './language-drafts';

export const AUTOSAVE_INTERVAL_MS = 3000;

export function templateFor(detail: ProblemDetail, language: string): string {
  return detail.codeTemplate?.[language] ?? findLanguage(language)?.template ?? '';
}

function initialDrafts(detail: ProblemDetail): LanguageDrafts {
  const stored = readLanguageDrafts(
    readStorage<unknown>(StorageKey.problemCodePrefix + detail.problem.problemId, null),
  );
  // Written code stays, even in a language that lost its judge: the toolbar says so.
  if (stored?.drafts[stored.language] && detail.languages.includes(stored.language)) return stored;
  const lastLanguage = readStorage<string | null>(StorageKey.languages, null);
  const language =
    chooseLanguage(detail.languages, stored?.language ?? lastLanguage, detail.languagesWithoutJudge) ?? 'C++';
  return { language, drafts: stored?.drafts ?? {} };
}

export function useCodeDraft(detail: ProblemDetail) {
  const { t } = useTranslation();
  const { token } = useSession();
  const { cid, tid, gid } = useProblemScope();
  const [drafts, setDrafts] = useState<LanguageDrafts>(() => initialDrafts(detail));
  const storageKey = StorageKey.problemCodePrefix + detail.problem.problemId;
  const language = drafts.language;
  const code = codeFor(drafts, language, (name) => templateFor(detail, name));
  const latest = useRef({ drafts, language, code });
  latest.current = { drafts, language, code };

  useEffect(() => {
    let saved = JSON.stringify(latest.current.drafts);
    const timer = setInterval(() => {
      const now = JSON.stringify(latest.current.drafts);
      if (now === saved) return;
      saved = now;
      writeStorage(storageKey, latest.current.drafts);
    }, AUTOSAVE_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      writeStorage(storageKey, latest.current.drafts);
    };
  }, [storageKey]);

  // When the server copy differs from the local one, ask before replacing it.
  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    fetchSavedCode(detail.problem.problemId, { cid: cid || undefined, tid, gid }).then(
      async (remote) => {
        if (cancelled || !remote?.code || remote.code === latest.current.code) return;
        if (!detail.languages.includes(remote.lang)) return;
        if (await confirmAction(t('editor.replaceWithServerCode')))
          setDrafts((prev) => withCode(prev, remote.lang, remote.code));
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [token, detail.problem.problemId, detail.languages, t, cid, tid, gid]);

  const setCode = useCallback((next: string) => setDrafts((prev) => withCode(prev, prev.language, next)), []);

  const setLanguage = useCallback((next: string) => {
    writeStorage(StorageKey.languages, next);
    setDrafts((prev) => withLanguage(prev, next));
  }, []);

  const resetToTemplate = useCallback(async () => {
    if (!(await confirmAction(t('editor.resetConfirm')))) return;
    setDrafts((prev) => withCode(prev, prev.language, templateFor(detail, prev.language)));
  }, [detail, t]);

  const saveToServer = useCallback(async () => {
    await saveCodeOnServer(detail.problem.id, latest.current.language, latest.current.code, {
      cid: cid || undefined,
      tid,
      gid,
    });
    toast('success', t('message.saveSuccessfully'));
  }, [detail.problem.id, t, cid, tid, gid]);

  return { code, language, setCode, setLanguage, resetToTemplate, saveToServer };
}
