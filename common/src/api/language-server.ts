/**
 * Language servers in the editor (clangd for C and C++, pylsp for Python3), spoken over the app's
 * socket.io connection. A session is one language server process for one user and one language:
 *
 *  1. the client emits `lsp-start` (`LanguageServerStart`) with an acknowledgement callback and is
 *     answered `LanguageServerStarted` (the session id) or `{ ok: false, message }` (signed out,
 *     a contest problem, the host full, a language without a server…);
 *  2. both sides then exchange `lsp-message` (`LanguageServerMessage`): one JSON-RPC message of the
 *     Language Server Protocol, as JSON text, in each event;
 *  3. the session ends when the client emits `lsp-stop`, when the socket closes, after
 *     `LANGUAGE_SERVER_IDLE_MINUTES` without a message from the client, or when the server
 *     process exits; the server then emits `lsp-closed` (`LanguageServerClosed`) with the reason.
 *
 * The document lives at `LANGUAGE_SERVER_ROOT_URI/<file>`, the file being the language's source
 * name (`main.cpp`, `main.c`, `main.py`): the only file in the session's sandboxed folder.
 */
export const LanguageServerEvent = {
  start: 'lsp-start',
  message: 'lsp-message',
  stop: 'lsp-stop',
  closed: 'lsp-closed',
} as const;

export const LANGUAGE_SERVER_ROOT_URI = 'file:///workspace';

/** The largest JSON-RPC message either side may send, in bytes of its JSON text. */
export const LANGUAGE_SERVER_MESSAGE_LIMIT = 1024 * 1024;

/** A session without a message from its client for this long is ended. */
export const LANGUAGE_SERVER_IDLE_MINUTES = 10;

/** Client timing from the spec: reconnect 3 s apart up to 30 times, restart 100 ms after a close. */
export const LANGUAGE_SERVER_RECONNECT = { delayMs: 3000, attempts: 30, restartAfterCloseMs: 100 };

export interface LanguageServerStart {
  /** A judge language's name (`C++ 17 With O2`, `Python3`…): its server and compile flags. */
  language: string;
  /** Where the editor is: a problem (display id) and the place it was opened from, if any. */
  pid?: string;
  cid?: number;
}

export type LanguageServerStarted =
  | {
      ok: true;
      session: string;
      /** The document's URI inside the session (`file:///workspace/main.cpp`). */
      documentUri: string;
      /** The LSP language id to open it with (`c`, `cpp`, `python`). */
      languageId: string;
    }
  | { ok: false; message: string };

export interface LanguageServerMessage {
  session: string;
  /** One JSON-RPC message, as JSON text. */
  message: string;
}

export interface LanguageServerStop {
  session: string;
}

export interface LanguageServerClosed {
  session: string;
  /** Why it ended, for the user (empty when the client asked). */
  reason: string;
}

/** Which judge languages have a language server. */
export function hasLanguageServer(language: string): boolean {
  return /^(C|C\+\+)( |$)/.test(language) || language === 'Python3';
}
