/**
 * A started session wired to the editor: JSON-RPC over the socket, the LSP client on the model,
 * and the Monaco providers once the server has answered `initialize`.
 */
import type * as monaco from 'monaco-editor/editor';
import { createMessageConnection } from 'vscode-jsonrpc/browser';
import { LanguageServerEvent } from '@verdict/common';
import { startLanguageClient, type LanguageClient } from './language-client';
import { registerProviders } from './register-providers';
import { SessionMessageReader, SessionMessageWriter, type SessionSocket } from './session-transport';

/** clangd and pylsp answer `initialize` in well under a second; a session silent this long is given up. */
const INITIALIZE_WAIT_MS = 30_000;

export interface SessionTarget {
  editor: monaco.editor.IStandaloneCodeEditor;
  monaco: typeof monaco;
  /** The Monaco language the providers are registered for. */
  monacoLanguage: string;
}

export interface StartedSession {
  session: string;
  documentUri: string;
  languageId: string;
}

export interface OpenSession {
  /** Settles once the server answered `initialize` and the providers are in place. */
  ready: Promise<void>;
  /** Resolves when the session ends by itself: the server's reason, or null when the socket dropped. */
  ended: Promise<string | null>;
  /** True once the session has ended by itself. */
  readonly closed: boolean;
  /** Ends it politely (LSP shutdown, then `lsp-stop`). */
  stop(): Promise<void>;
  /** Forgets it here only: for a session the server has already ended. */
  drop(): void;
}

export function openSession(
  socket: SessionSocket,
  started: StartedSession,
  target: SessionTarget,
): OpenSession {
  const model = target.editor.getModel();
  const reader = new SessionMessageReader(socket, started.session);
  let closed = false;
  const ended = new Promise<string | null>((resolve) => {
    // Heard before the connection hears it and fails its pending requests: `closed` is set by then.
    reader.onClose(() => {
      closed = true;
      resolve(reader.closeReason);
    });
  });
  const writer = new SessionMessageWriter(socket, started.session);
  const connection = createMessageConnection(reader, writer);
  let client: LanguageClient | null = null;
  let providers: monaco.IDisposable | null = null;
  connection.listen();

  const initialize = async () => {
    if (!model) throw new Error('The editor has no model');
    const document = { model, uri: started.documentUri, languageId: started.languageId };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The language server did not answer')), INITIALIZE_WAIT_MS);
    });
    try {
      client = await Promise.race([startLanguageClient(connection, document, target.monaco), late]);
    } finally {
      clearTimeout(timer);
    }
    providers = registerProviders(target.monaco, client, target.monacoLanguage);
  };

  const drop = () => {
    providers?.dispose();
    providers = null;
    client?.dispose();
    connection.dispose();
    reader.dispose();
    writer.dispose();
  };
  return {
    ready: initialize(),
    ended,
    get closed() {
      return closed;
    },
    stop: async () => {
      providers?.dispose();
      providers = null;
      if (client && !closed && socket.connected) await client.stop();
      if (!closed && socket.connected) socket.emit(LanguageServerEvent.stop, { session: started.session });
      drop();
    },
    drop,
  };
}
