/**
 * One document in one language server: the LSP handshake, the server's copy of the text kept in
 * step with the editor's model, the server's diagnostics as the model's markers, and the polite
 * end (didClose, shutdown, exit).
 */
import type * as monaco from 'monaco-editor/editor';
import type { CancellationToken, MessageConnection } from 'vscode-jsonrpc/browser';
import type {
  ClientCapabilities,
  InitializeParams,
  InitializeResult,
  PublishDiagnosticsParams,
  ServerCapabilities,
  TextDocumentContentChangeEvent,
} from 'vscode-languageserver-protocol';
import { LANGUAGE_SERVER_ROOT_URI } from '@verdict/common';
import { toMarkers } from './convert/diagnostics';
import { monacoEnums } from './convert/monaco-enums';
import { toLspRange } from './convert/positions';

/** Markers from the language server, kept apart from the compiler's ('compiler'). */
export const LSP_MARKER_OWNER = 'lsp';

/** How long `shutdown` may take before the session is ended anyway. */
const SHUTDOWN_WAIT_MS = 1000;

/** LSP's TextDocumentSyncKind. */
const SYNC_NONE = 0;
const SYNC_FULL = 1;

/** Exactly what the providers use, so the server sends nothing the page would drop. */
const CLIENT_CAPABILITIES: ClientCapabilities = {
  textDocument: {
    synchronization: {
      dynamicRegistration: false,
      didSave: false,
      willSave: false,
      willSaveWaitUntil: false,
    },
    completion: {
      completionItem: {
        snippetSupport: true,
        documentationFormat: ['markdown', 'plaintext'],
        deprecatedSupport: true,
        tagSupport: { valueSet: [1] },
        insertReplaceSupport: true,
      },
      contextSupport: true,
    },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    signatureHelp: {
      signatureInformation: {
        documentationFormat: ['markdown', 'plaintext'],
        parameterInformation: { labelOffsetSupport: true },
        activeParameterSupport: true,
      },
    },
    definition: { linkSupport: true },
    publishDiagnostics: { relatedInformation: false, tagSupport: { valueSet: [1, 2] } },
  },
};

export interface EditedDocument {
  model: monaco.editor.ITextModel;
  /** The document's URI inside the session (the start acknowledgement's `documentUri`). */
  uri: string;
  /** The LSP language id to open it with (`cpp`, `python`). */
  languageId: string;
}

export interface LanguageClient {
  readonly capabilities: ServerCapabilities;
  readonly document: EditedDocument;
  /** A request about the document; null when it fails or is cancelled (the editor shows nothing then). */
  request<R>(method: string, params?: object, token?: CancellationToken): Promise<R | null>;
  /** Ends the session politely: didClose, shutdown (waited for briefly), exit. */
  stop(): Promise<void>;
  /** Stops following the model and clears its markers; the server is not told. */
  dispose(): void;
}

function syncKind(capabilities: ServerCapabilities): number {
  const sync = capabilities.textDocumentSync;
  if (sync === undefined) return SYNC_NONE;
  return typeof sync === 'number' ? sync : (sync.change ?? SYNC_NONE);
}

function toChanges(
  event: monaco.editor.IModelContentChangedEvent,
  model: monaco.editor.ITextModel,
  kind: number,
): TextDocumentContentChangeEvent[] {
  // A flush (the whole text set at once) is sent whole too: its old range means nothing to the server.
  if (kind === SYNC_FULL || event.isFlush) return [{ text: model.getValue() }];
  // Monaco lists a multi-cursor edit's changes from the end of the text backwards, so applying
  // them one after the other, as the server does, never shifts a later one.
  return event.changes.map((change) => ({ range: toLspRange(change.range), text: change.text }));
}

export async function startLanguageClient(
  connection: MessageConnection,
  document: EditedDocument,
  api: typeof monaco,
): Promise<LanguageClient> {
  const { model, uri, languageId } = document;
  const initialize: InitializeParams = {
    processId: null,
    clientInfo: { name: 'Verdict' },
    rootUri: LANGUAGE_SERVER_ROOT_URI,
    workspaceFolders: [{ uri: LANGUAGE_SERVER_ROOT_URI, name: 'workspace' }],
    capabilities: CLIENT_CAPABILITIES,
  };
  const { capabilities } = await connection.sendRequest<InitializeResult>('initialize', initialize);
  // A connection that has closed throws at once: the session is ending, and nothing is to be said.
  const send = (method: string, params?: object) => {
    try {
      void connection.sendNotification(method, params).catch(() => undefined);
    } catch {
      // closed
    }
  };
  const request = async <R>(
    method: string,
    params?: object,
    token?: CancellationToken,
  ): Promise<R | null> => {
    try {
      return await (params === undefined
        ? connection.sendRequest<R>(method)
        : connection.sendRequest<R>(method, params, token));
    } catch {
      return null;
    }
  };
  send('initialized', {});

  const enums = monacoEnums(api);
  const setMarkers = (markers: monaco.editor.IMarkerData[]) => {
    if (!model.isDisposed()) api.editor.setModelMarkers(model, LSP_MARKER_OWNER, markers);
  };
  const diagnostics = connection.onNotification(
    'textDocument/publishDiagnostics',
    (params: PublishDiagnosticsParams) => {
      if (params.uri === uri) setMarkers(toMarkers(params.diagnostics, enums));
    },
  );

  // The text is read and the changes followed in one step: no edit may fall between the two.
  const kind = syncKind(capabilities);
  let version = 1;
  send('textDocument/didOpen', { textDocument: { uri, languageId, version, text: model.getValue() } });
  const following =
    kind === SYNC_NONE
      ? null
      : model.onDidChangeContent((event) => {
          version += 1;
          send('textDocument/didChange', {
            textDocument: { uri, version },
            contentChanges: toChanges(event, model, kind),
          });
        });

  const dispose = () => {
    following?.dispose();
    diagnostics.dispose();
    setMarkers([]);
  };
  return {
    capabilities,
    document,
    request,
    stop: async () => {
      dispose();
      send('textDocument/didClose', { textDocument: { uri } });
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        request('shutdown'),
        new Promise((resolve) => (waited = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
      ]);
      clearTimeout(waited);
      send('exit');
    },
    dispose,
  };
}
