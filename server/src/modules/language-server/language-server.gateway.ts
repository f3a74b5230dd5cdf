import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  LanguageServerEvent,
  type LanguageServerClosed,
  type LanguageServerMessage,
  type LanguageServerStart,
  type LanguageServerStarted,
  type LanguageServerStop,
} from '@verdict/common';
import type { Socket } from 'socket.io';
import { socketLocale } from '../../common/i18n/socket-locale';
import { translateMessage } from '../../common/i18n/translate-message';
import { SocketUsers } from '../auth/socket-users';
import { documentUri, languageServerKind } from './language-server-kinds';
import { LanguageServerPlaces } from './language-server-places';
import { LanguageServerSessions } from './language-server-sessions';

const NO_SERVER = 'This language has no language server';
const SESSION_ENDED = 'The language server session has ended';

/**
 * Language servers over the app's socket (`LanguageServerEvent`): a signed-in editor starts a
 * session for its language, its JSON-RPC messages pass through the session's gate to the server
 * and the server's come back; the session ends with the socket. Refusals are answered in the
 * socket's language (its handshake's Accept-Language).
 */
@WebSocketGateway()
export class LanguageServerGateway implements OnGatewayDisconnect {
  private readonly logger = new Logger(LanguageServerGateway.name);

  constructor(
    private readonly users: SocketUsers,
    private readonly places: LanguageServerPlaces,
    private readonly sessions: LanguageServerSessions,
  ) {}

  @SubscribeMessage(LanguageServerEvent.start)
  async start(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: LanguageServerStart | undefined,
  ): Promise<LanguageServerStarted> {
    try {
      const user = await this.places.requireOpen(await this.users.of(socket), body ?? { language: '' });
      const kind = languageServerKind(String(body?.language ?? ''));
      if (!kind) return this.refusal(socket, NO_SERVER);
      const session = await this.sessions.start({ uid: user.uid, socketId: socket.id }, kind, (id) => ({
        message: (message) => socket.emit(LanguageServerEvent.message, { session: id, message }),
        ended: (reason) => this.tellClosed(socket, id, reason),
      }));
      // The socket may have closed while the server started.
      if (socket.disconnected) await this.sessions.end(session.id);
      return { ok: true, session: session.id, documentUri: documentUri(kind), languageId: kind.languageId };
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      if (!('status' in error)) this.logger.error(error);
      return this.refusal(socket, 'status' in error ? error.message : 'The language server could not start');
    }
  }

  @SubscribeMessage(LanguageServerEvent.message)
  async relay(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: LanguageServerMessage | undefined,
  ): Promise<void> {
    const session = await this.ownSession(socket, body?.session);
    if (!session) return;
    const verdict = session.gate.check(body?.message);
    if ('pass' in verdict) {
      session.send(verdict.pass);
      return;
    }
    if (verdict.reply) {
      socket.emit(LanguageServerEvent.message, {
        session: session.id,
        message: JSON.stringify(verdict.reply),
      });
    } else {
      // A message that is not JSON-RPC, or too large: the session cannot be trusted to stay in step.
      await this.sessions.end(session.id);
      this.tellClosed(socket, session.id, verdict.refuse);
    }
  }

  @SubscribeMessage(LanguageServerEvent.stop)
  async stop(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: Partial<LanguageServerStop> | undefined,
  ): Promise<void> {
    const session = await this.ownSession(socket, body?.session);
    if (session) await this.sessions.end(session.id);
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    await this.sessions.endSocket(socket.id);
  }

  /** The socket's user's session named by the message; another user's or an ended one is answered closed. */
  private async ownSession(socket: Socket, id: unknown) {
    if (typeof id !== 'string') return null;
    const user = await this.users.of(socket);
    try {
      const session = user ? this.sessions.ownedBy(user.uid, id) : null;
      if (session) return session;
      this.tellClosed(socket, id, SESSION_ENDED);
    } catch (error) {
      this.tellClosed(socket, id, error instanceof Error ? error.message : SESSION_ENDED);
    }
    return null;
  }

  private tellClosed(socket: Socket, session: string, reason: string): void {
    const closed: LanguageServerClosed = { session, reason: this.translate(socket, reason) };
    socket.emit(LanguageServerEvent.closed, closed);
  }

  private refusal(socket: Socket, message: string): LanguageServerStarted {
    return { ok: false, message: this.translate(socket, message) };
  }

  private translate(socket: Socket, message: string): string {
    return translateMessage(message, socketLocale(socket));
  }
}
