import { Logger } from '@nestjs/common';
import { OnGatewayConnection, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { SocketEvent } from '@verdict/common';
import { OnAppEvent } from '../../events/event-bus';
import type { AppEvents } from '../../events/events';
import { SocketUsers } from '../auth/socket-users';
import { MessageUnreadService } from './message-unread.service';

/** Every socket of one signed-in user, on any API instance (through the socket.io adapter). */
export const messageUserRoom = (uid: string) => `messages:${uid}`;

/**
 * Unread message counts, live: a socket whose handshake carries a valid token joins its user's
 * room on connection and is sent the counts at once; afterwards each change of the user's
 * messages sends `message-unread` with the new counts to all of the user's sockets.
 */
@WebSocketGateway()
export class MessageGateway implements OnGatewayConnection {
  private readonly logger = new Logger(MessageGateway.name);
  @WebSocketServer() private readonly server: Server;

  constructor(
    private readonly users: SocketUsers,
    private readonly unread: MessageUnreadService,
  ) {}

  @OnAppEvent('message.unread')
  push({ uid, counts }: AppEvents['message.unread']): void {
    this.server.to(messageUserRoom(uid)).emit(SocketEvent.messageUnread, counts);
  }

  async handleConnection(socket: Socket): Promise<void> {
    try {
      const user = await this.users.of(socket);
      if (!user) return;
      await socket.join(messageUserRoom(user.uid));
      socket.emit(SocketEvent.messageUnread, await this.unread.counts(user.uid));
    } catch (error) {
      this.logger.warn(`Following the messages of a socket failed: ${String(error)}`);
    }
  }
}
