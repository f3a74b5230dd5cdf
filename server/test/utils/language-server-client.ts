import {
  LanguageServerEvent,
  type LanguageServerClosed,
  type LanguageServerMessage,
  type LanguageServerStart,
  type LanguageServerStarted,
} from '@verdict/common';
import type { Socket } from 'socket.io-client';
export { openSocket } from './open-socket';

interface RpcReply {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface Diagnostic {
  message: string;
  severity?: number;
}

export function startSession(socket: Socket, start: LanguageServerStart): Promise<LanguageServerStarted> {
  return socket
    .timeout(30_000)
    .emitWithAck(LanguageServerEvent.start, start) as Promise<LanguageServerStarted>;
}

/** How long a wait for diagnostics lets the server be silent before opening the document again. */
const REOPEN_AFTER_MS = 15_000;

/**
 * An editor's side of one language server session, as a test drives it: requests answered by id,
 * the diagnostics published for the document, and why the session ended (the server closed it,
 * or the socket carrying it dropped).
 */

export class LanguageServerClient {
  private nextId = 1;
  /** The document's version and the text of its last change. */
  private version = 0;
  private languageId = '';
  private typed?: string;
  private readonly waiting = new Map<number, (reply: RpcReply) => void>();
  private readonly diagnosticWaiters: Array<(diagnostics: Diagnostic[]) => void> = [];
  readonly closed: Promise<string>;

  constructor(
    readonly socket: Socket,
    readonly session: string,
    readonly documentUri: string,
  ) {
    socket.on(LanguageServerEvent.message, ({ session: id, message }: LanguageServerMessage) => {
      if (id !== session) return;
      const parsed = JSON.parse(message) as RpcReply & {
        method?: string;
        params?: { diagnostics: Diagnostic[] };
      };
      if (parsed.method === 'textDocument/publishDiagnostics') {
        for (const waiter of this.diagnosticWaiters.splice(0)) waiter(parsed.params!.diagnostics);
      } else if (parsed.method && parsed.id !== undefined) {
        // A request from the server (configuration, progress): answered empty, as a plain editor does.
        this.send({ jsonrpc: '2.0', id: parsed.id, result: null });
      } else if (parsed.id !== undefined) {
        this.waiting.get(parsed.id)?.(parsed);
        this.waiting.delete(parsed.id);
      }
    });
    this.closed = new Promise((resolve) => {
      socket.on(LanguageServerEvent.closed, (closed: LanguageServerClosed) => {
        if (closed.session === session) resolve(closed.reason);
      });
      // The server ends a session with its socket; a dropped socket never hears the close.
      socket.on('disconnect', (reason: string) => resolve(`the socket disconnected (${reason})`));
    });
  }

  static async start(socket: Socket, start: LanguageServerStart): Promise<LanguageServerClient> {
    const started = await startSession(socket, start);
    if (!started.ok) throw new Error(`refused: ${started.message}`);
    return new LanguageServerClient(socket, started.session, started.documentUri);
  }

  send(message: object): void {
    this.socket.emit(LanguageServerEvent.message, {
      session: this.session,
      message: JSON.stringify(message),
    });
  }

  request(method: string, params: unknown): Promise<RpcReply> {
    const id = this.nextId++;
    const reply = new Promise<RpcReply>((resolve) => this.waiting.set(id, resolve));
    this.send({ jsonrpc: '2.0', id, method, params });
    return reply;
  }

  notify(method: string, params: unknown): void {
    this.send({ jsonrpc: '2.0', method, params });
  }

  /** Replaces the document's text, as an editor's keystroke does (the next version). */
  change(text: string): void {
    this.typed = text;
    this.notify('textDocument/didChange', {
      textDocument: { uri: this.documentUri, version: ++this.version },
      contentChanges: [{ text }],
    });
  }

  /** initialize, initialized and didOpen of the document with `text`. */
  async open(languageId: string, text: string): Promise<void> {
    await this.request('initialize', {
      processId: null,
      rootUri: null,
      capabilities: { textDocument: { completion: { completionItem: { snippetSupport: false } } } },
    });
    this.notify('initialized', {});
    this.languageId = languageId;
    this.typed = text;
    this.reopen();
  }

  /** didClose and didOpen of the document with its last text: the server builds it from scratch. */
  private reopen(): void {
    if (this.version > 0) this.notify('textDocument/didClose', { textDocument: { uri: this.documentUri } });
    this.notify('textDocument/didOpen', {
      textDocument: {
        uri: this.documentUri,
        languageId: this.languageId,
        version: ++this.version,
        text: this.typed,
      },
    });
  }

  /**
   * The next diagnostics published that satisfy `accept` (servers publish more than once); fails
   * with the server's reason when the session ends first, rather than waiting out the test.
   */
  async diagnostics(accept: (diagnostics: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
    const ended = this.closed.then((reason) => {
      throw new Error(`the session ended before the diagnostics came: ${reason}`);
    });
    // A session that ends after the diagnostics came is no failure of this wait.
    ended.catch(() => undefined);
    // Under a loaded CI, clangd has let an edit go without publishing for it, now and then; after a
    // long silence this wait opens the document again, as an editor does when a file is reloaded.
    const nudge = setInterval(() => this.reopen(), REOPEN_AFTER_MS);
    try {
      for (;;) {
        const next = new Promise<Diagnostic[]>((resolve) => this.diagnosticWaiters.push(resolve));
        const published = await Promise.race([next, ended]);
        if (accept(published)) return published;
      }
    } finally {
      clearInterval(nudge);
    }
  }

  /** The labels (as the server's filter texts) completion offers at a position. */
  async completionAt(line: number, character: number): Promise<string[]> {
    const reply = await this.request('textDocument/completion', {
      textDocument: { uri: this.documentUri },
      position: { line, character },
    });
    const result = reply.result as { items?: CompletionItem[] } | CompletionItem[] | null;
    const items = Array.isArray(result) ? result : (result?.items ?? []);
    return items.map((item) => (item.filterText ?? item.label).trim());
  }
}

interface CompletionItem {
  label: string;
  filterText?: string;
}
