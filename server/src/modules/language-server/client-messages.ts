import { LANGUAGE_SERVER_MESSAGE_LIMIT } from '@verdict/common';

/** A JSON-RPC message as the language server and the editor exchange them. */
export interface RpcMessage {
  jsonrpc: '2.0';
  id?: number | string | null;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}

/** Requests an editor may send a second, sustained, and in a burst (typing fires a few per key). */
const REQUESTS_PER_SECOND = 20;
const REQUEST_BURST = 60;

export type ClientMessageVerdict =
  | { pass: RpcMessage }
  /** Not passed on; `reply` answers a request that was refused so the editor stops waiting. */
  | { refuse: string; reply?: RpcMessage };

/**
 * What an editor may send to its language server: one JSON-RPC message of at most 1 MB, and
 * requests at a pace a person typing makes (a token bucket). Notifications (the document's
 * changes) always pass: dropping one would leave the server with another text than the editor.
 */
export class ClientMessageGate {
  private tokens = REQUEST_BURST;
  private filledAt: number;

  constructor(private readonly now: () => number = Date.now) {
    this.filledAt = now();
  }

  check(text: unknown): ClientMessageVerdict {
    if (typeof text !== 'string') return { refuse: 'A language server message must be JSON text' };
    if (Buffer.byteLength(text) > LANGUAGE_SERVER_MESSAGE_LIMIT) {
      return { refuse: 'A language server message may not be larger than 1 MB' };
    }
    let message: RpcMessage;
    try {
      message = JSON.parse(text) as RpcMessage;
    } catch {
      return { refuse: 'A language server message must be JSON text' };
    }
    if (typeof message !== 'object' || message === null || message.jsonrpc !== '2.0') {
      return { refuse: 'A language server message must be a JSON-RPC 2.0 message' };
    }
    const isRequest = typeof message.method === 'string' && message.id !== undefined && message.id !== null;
    if (isRequest && !this.take()) {
      return {
        refuse: 'Too many language server requests',
        reply: { jsonrpc: '2.0', id: message.id, error: { code: -32803, message: 'Too many requests' } },
      };
    }
    return { pass: message };
  }

  private take(): boolean {
    const now = this.now();
    this.tokens = Math.min(REQUEST_BURST, this.tokens + ((now - this.filledAt) / 1000) * REQUESTS_PER_SECOND);
    this.filledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
