/**
 * JSON-RPC over the app's socket.io connection, one language-server session at a time: every
 * `lsp-message` carries its session id, so a reader takes only its own session's messages (a
 * session of another language, or the one a restart replaced, may still be talking) and a writer
 * stamps its own on each message it sends.
 */
import {
  AbstractMessageReader,
  AbstractMessageWriter,
  type DataCallback,
  type Disposable,
  type Message,
  type MessageWriter,
} from 'vscode-jsonrpc/browser';
import type { Socket } from 'socket.io-client';
import {
  LANGUAGE_SERVER_MESSAGE_LIMIT,
  LanguageServerEvent,
  type LanguageServerClosed,
  type LanguageServerMessage,
} from '@verdict/common';

/** What the transport (and the session's life around it) uses of a socket.io socket. */
export type SessionSocket = Pick<Socket, 'connected' | 'on' | 'off' | 'emit'>;

/**
 * Reads the session's messages. It closes when the server ends the session (`lsp-closed`, whose
 * reason it keeps) or the socket drops: the server ends a socket's sessions with it.
 */
export class SessionMessageReader extends AbstractMessageReader {
  /** Why the server ended the session; null while it runs or when the socket dropped. */
  closeReason: string | null = null;
  private readonly stopWatching: () => void;

  constructor(
    private readonly socket: SessionSocket,
    private readonly session: string,
  ) {
    super();
    const closed = (event: LanguageServerClosed) => {
      if (event?.session !== session) return;
      this.closeReason = event.reason ?? '';
      this.fireClose();
    };
    const dropped = () => this.fireClose();
    socket.on(LanguageServerEvent.closed, closed);
    socket.on('disconnect', dropped);
    this.stopWatching = () => {
      socket.off(LanguageServerEvent.closed, closed);
      socket.off('disconnect', dropped);
    };
  }

  listen(callback: DataCallback): Disposable {
    const received = (event: LanguageServerMessage) => {
      if (event?.session !== this.session) return;
      let message: Message;
      try {
        message = JSON.parse(event.message) as Message;
      } catch (error) {
        this.fireError(error);
        return;
      }
      callback(message);
    };
    this.socket.on(LanguageServerEvent.message, received);
    return { dispose: () => this.socket.off(LanguageServerEvent.message, received) };
  }

  override dispose(): void {
    super.dispose();
    this.stopWatching();
  }
}

const encoder = new TextEncoder();

/** Sends messages stamped with the session id; refuses what the server would drop. */
export class SessionMessageWriter extends AbstractMessageWriter implements MessageWriter {
  constructor(
    private readonly socket: SessionSocket,
    private readonly session: string,
  ) {
    super();
  }

  write(message: Message): Promise<void> {
    // socket.io would buffer it while disconnected and send it after a reconnect, to a session
    // the server ended with the old connection.
    if (!this.socket.connected) return Promise.reject(new Error('The connection to the server is down'));
    const text = JSON.stringify(message);
    if (
      text.length > LANGUAGE_SERVER_MESSAGE_LIMIT / 3 &&
      encoder.encode(text).length > LANGUAGE_SERVER_MESSAGE_LIMIT
    ) {
      return Promise.reject(new Error('The message is larger than the server takes'));
    }
    const event: LanguageServerMessage = { session: this.session, message: text };
    this.socket.emit(LanguageServerEvent.message, event);
    return Promise.resolve();
  }

  end(): void {
    // Nothing to flush: each message went out as its own event.
  }
}
