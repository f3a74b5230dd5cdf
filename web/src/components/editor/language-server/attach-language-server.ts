/**
 * The language server's way into an editor, loaded on demand (only when the switch is on): the
 * rest of this folder is in this chunk, never in a page's first load.
 */
import type * as monaco from 'monaco-editor/editor';
import { languageServerSocket } from '@/lib/socket';
import { monacoLanguageId } from '../language-id';
import type { LanguageServerState } from '../language-server-state';
import { followLanguageServer } from './follow-language-server';
import { openSession } from './open-session';
import { requestSession } from './request-session';

export interface AttachOptions {
  editor: monaco.editor.IStandaloneCodeEditor;
  monaco: typeof monaco;
  /** The judge language (`C++ 17`): it picks the server and its compile flags. */
  language: string;
  /** The problem the editor is opened on, if any (the server refuses contest problems). */
  place: { pid?: string; cid?: number };
  /** The site's language-server hosts (`languageServerOrigin`); empty for the app's own socket. */
  origin: string;
  onState: (state: LanguageServerState) => void;
}

/** Returns the detach function, which resolves once the session is stopped. */
export function attachLanguageServer({
  editor,
  monaco,
  language,
  place,
  origin,
  onState,
}: AttachOptions): () => Promise<void> {
  let detached = false;
  let detach: (() => Promise<void>) | null = null;
  languageServerSocket(origin).then(
    (socket) => {
      if (detached) return;
      const target = { editor, monaco, monacoLanguage: monacoLanguageId(language) };
      detach = followLanguageServer({
        socket,
        start: { language, ...place },
        request: (start) => requestSession(socket, start),
        open: (started) => openSession(socket, started, target),
        onState,
      });
    },
    () => {
      if (!detached) onState({ kind: 'failed' });
    },
  );
  return () => {
    detached = true;
    return detach?.() ?? Promise.resolve();
  };
}
