/**
 * Runs the language server for an editor while `enabled`: its code loads on first use, and the
 * session follows the editor's judge language and the signed-in user (the socket is the user's).
 * A change stops the old session before the new one starts: the server counts a user's sessions.
 */
import { useEffect, useRef, useState } from 'react';
import { hasLanguageServer } from '@verdict/common';
import { useWebsiteConfig } from '@/hooks/api/website';
import { useSession } from '@/stores/session';
import type { EditorHandle } from './code-editor';
import { LANGUAGE_SERVER_OFF, type LanguageServerState } from './language-server-state';

export interface LanguageServerRequest {
  /** The mounted editor; null until Monaco has loaded. */
  editor: EditorHandle | null;
  /** The judge language (`C++ 17`). */
  language: string;
  enabled: boolean;
  /** The problem the editor is opened on, if any. */
  pid?: string;
}

export function useLanguageServer({
  editor,
  language,
  enabled,
  pid,
}: LanguageServerRequest): LanguageServerState {
  const { token } = useSession();
  const origin = useWebsiteConfig().languageServerOrigin ?? '';
  const [state, setState] = useState<LanguageServerState>({ kind: 'connecting' });
  const stopping = useRef<Promise<void>>(Promise.resolve());
  const active = enabled && Boolean(token) && editor !== null && hasLanguageServer(language);
  useEffect(() => {
    if (!active || !editor) return;
    let detach: (() => Promise<void>) | null = null;
    let cancelled = false;
    setState({ kind: 'connecting' });
    const previous = stopping.current;
    Promise.all([import('./language-server/attach-language-server'), previous]).then(
      ([{ attachLanguageServer }]) => {
        if (cancelled) return;
        detach = attachLanguageServer({ ...editor, language, place: { pid }, origin, onState: setState });
      },
      () => !cancelled && setState({ kind: 'failed' }),
    );
    return () => {
      cancelled = true;
      if (detach) stopping.current = detach();
    };
  }, [active, editor, language, token, pid, origin]);
  return active ? state : LANGUAGE_SERVER_OFF;
}
