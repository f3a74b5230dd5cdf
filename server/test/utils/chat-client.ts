import {
  CHAT_NAMESPACE,
  ChatEvent,
  type ChatMessageView,
  type ChatSend,
  type ChatSent,
} from '@verdict/common';
import type { Socket } from 'socket.io-client';
import { openSocket } from './open-socket';

/**
 * One user's chat socket, as the web app opens it (the chat namespace, the token in `auth`), with
 * what the server pushed to it kept in order.
 */
export class ChatSocket {
  readonly received: ChatMessageView[] = [];
  readonly events: { event: string; payload: unknown }[] = [];

  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.events.push({ event, payload });
      if (event === ChatEvent.message) this.received.push(payload as ChatMessageView);
    });
  }

  /** Connects, or rejects with the server's refusal (`connect_error`). */
  static async open(baseUrl: string, token: string, acceptLanguage?: string): Promise<ChatSocket> {
    const socket = await openSocket(`${baseUrl}${CHAT_NAMESPACE}`, token, acceptLanguage);
    return new ChatSocket(socket);
  }

  send(body: ChatSend): Promise<ChatSent> {
    return this.ask(ChatEvent.send, body) as Promise<ChatSent>;
  }

  ask(event: string, body: unknown = {}): Promise<unknown> {
    return this.socket.timeout(10_000).emitWithAck(event, body);
  }

  /** The payloads of one event pushed so far. */
  pushed<T>(event: string): T[] {
    return this.events.filter((entry) => entry.event === event).map((entry) => entry.payload as T);
  }

  close(): void {
    this.socket.close();
  }
}
