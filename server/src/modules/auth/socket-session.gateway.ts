import { Logger, OnModuleDestroy } from '@nestjs/common';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { EXPIRED_LOGIN_MESSAGE } from './auth.guard';
import { SocketSessions } from './socket-sessions';
import { SocketUsers } from './socket-users';

/** Every signed-in socket of one user, on any API instance (through the socket.io adapter). */
const sessionRoom = (uid: string) => `session:${uid}`;

/**
 * Signs sockets in and out: a socket presenting a token that no longer holds (logged out, expired,
 * banned) is refused at the handshake, as HTTP answers 401; a signed-in one joins its user's room,
 * and when the user's sessions end (`SocketSessions`) every socket in that room is disconnected,
 * on every instance through the socket.io adapter. A guest (no token) connects as a guest.
 */
@WebSocketGateway()
export class SocketSessionGateway implements OnGatewayInit, OnGatewayConnection, OnModuleDestroy {
  private readonly logger = new Logger(SocketSessionGateway.name);
  private stop?: () => void;

  constructor(
    private readonly users: SocketUsers,
    private readonly sessions: SocketSessions,
  ) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.users.admits(socket).then(
        (admitted) => next(admitted ? undefined : new Error(EXPIRED_LOGIN_MESSAGE)),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    this.stop = this.sessions.onEnd((uid) => server.in(sessionRoom(uid)).disconnectSockets(true));
  }

  async handleConnection(socket: Socket): Promise<void> {
    try {
      const user = await this.users.of(socket);
      if (user) await socket.join(sessionRoom(user.uid));
    } catch (error) {
      this.logger.warn(`Signing a socket in failed: ${String(error)}`);
    }
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
