import { Injectable } from '@nestjs/common';
import type { Namespace } from 'socket.io';

/** The room of every chat socket of one user, on every API instance. */
export const chatUserRoom = (uid: string) => `im-user:${uid}`;

/**
 * Sends chat events to users' sockets through the chat namespace, which the gateway hands over
 * once it is set up; the socket.io adapter (Redis in production) reaches every API instance.
 */
@Injectable()
export class ChatPush {
  private namespace: Namespace | null = null;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  toUsers(uids: readonly string[], event: string, payload: unknown): void {
    if (!this.namespace || uids.length === 0) return;
    this.namespace.to(uids.map(chatUserRoom)).emit(event, payload);
  }

  /** Ends every chat socket of these users (the switch turned off, a session ended). */
  disconnect(uids?: readonly string[]): void {
    if (!this.namespace) return;
    const sockets = uids ? this.namespace.in(uids.map(chatUserRoom)) : this.namespace;
    sockets.disconnectSockets(true);
  }
}
