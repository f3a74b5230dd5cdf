import { LANGUAGE_SERVER_MESSAGE_LIMIT } from '@verdict/common';
import { StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { ClientMessageGate, type RpcMessage } from './client-messages';
import type { LanguageServerKind } from './language-server-kinds';
import type { SandboxedServer } from './sandboxed-server';

/** What the session tells its socket. */
export interface SessionEvents {
  message(json: string): void;
  /** The session ended without the editor asking (idle, or its server exited); `reason` is for the user. */
  ended(reason: string): void;
}

export interface SessionOwner {
  uid: string;
  /** The socket the session speaks through; it ends with the socket. */
  socketId: string;
}

/**
 * One language server process for one user and one language, speaking LSP over its stdio
 * (`Content-Length` framing). Messages from the editor pass the gate; the server's go to `onMessage`.
 */
export class LanguageServerSession {
  readonly gate = new ClientMessageGate();
  /** When the editor last sent something: the idle clock. */
  lastHeardAt = Date.now();
  private readonly writer: StreamMessageWriter;
  private closed = false;

  constructor(
    readonly id: string,
    readonly owner: SessionOwner,
    readonly kind: LanguageServerKind,
    /** The uid slot the session holds while it lives. */
    readonly slot: number,
    private readonly server: SandboxedServer,
    readonly events: SessionEvents,
    onExit: () => void,
  ) {
    const reader = new StreamMessageReader(server.process.stdout);
    this.writer = new StreamMessageWriter(server.process.stdin);
    // A server that stops reading or dies mid-write must not take the API process with it.
    server.process.stdin.on('error', () => undefined);
    reader.listen((message) => {
      const json = JSON.stringify(message);
      if (Buffer.byteLength(json) <= LANGUAGE_SERVER_MESSAGE_LIMIT) events.message(json);
      else {
        const { id } = message as RpcMessage;
        if (id !== undefined && id !== null) events.message(JSON.stringify(tooLarge(id)));
      }
    });
    server.process.once('exit', () => {
      if (!this.closed) onExit();
    });
  }

  /** The uid the session's sandbox runs as, null when the API is not root. */
  get sandboxUid(): number | null {
    return this.server.uid;
  }

  /** The sandbox's outermost process (bwrap): everything of the session runs below it. */
  get processId(): number {
    return this.server.process.pid ?? 0;
  }

  /** Passes an editor's message on; configuration the kind needs follows its `initialized`. */
  send(message: RpcMessage): void {
    this.lastHeardAt = Date.now();
    void this.writer.write(message).catch(() => undefined);
    if (message.method === 'initialized') {
      for (const extra of this.kind.afterInitialized) void this.writer.write(extra).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.server.dispose();
  }
}

function tooLarge(id: number | string): RpcMessage {
  return { jsonrpc: '2.0', id, error: { code: -32803, message: 'The answer is larger than 1 MB' } };
}
