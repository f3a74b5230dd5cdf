import { Logger, OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  CHAT_NAMESPACE,
  ChatEvent,
  CHAT_LIMITS,
  type ChatHeartbeat,
  type ChatMessageView,
  type ChatMissed,
  type ChatMissedRequest,
  type ChatSent,
} from '@verdict/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { Namespace, Socket } from 'socket.io';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest } from '../../common/http/app.exception';
import { firstMessage } from '../../common/http/validation.pipe';
import { socketLocale } from '../../common/i18n/socket-locale';
import { translateMessage } from '../../common/i18n/translate-message';
import { SocketSessions } from '../auth/socket-sessions';
import { SocketUsers } from '../auth/socket-users';
import { ChatMessagesService } from './chat-messages.service';
import { ChatPresence } from './chat-presence';
import { ChatPush, chatUserRoom } from './chat-push';
import { ChatRules } from './chat-rules';
import { CHAT_MESSAGES } from './chat-texts';
import { ChatReadDto, ChatSendDto } from './chat.dto';

type Ack<T> = { ok: true } & T;
type Refusal = { ok: false; message: string };

/**
 * The chat's live side, in its own namespace of the app's socket.io connection: a signed-in user's
 * sockets join the user's room (messages reach every tab, on any API instance through the
 * adapter), send and read messages, catch up after a reconnect, say they are typing, and beat every
 * 10 s to stay online. Refusals are answered in the socket's language.
 */
@WebSocketGateway({ namespace: CHAT_NAMESPACE })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy {
  private readonly logger = new Logger(ChatGateway.name);
  private namespace: Namespace | null = null;
  private stopListening?: () => void;

  constructor(
    private readonly users: SocketUsers,
    private readonly sessions: SocketSessions,
    private readonly rules: ChatRules,
    private readonly messages: ChatMessagesService,
    private readonly presence: ChatPresence,
    private readonly push: ChatPush,
  ) {}

  afterInit(namespace: Namespace): void {
    this.namespace = namespace;
    this.push.attach(namespace);
    // Guests, tokens that fail and a switched-off chat are refused before the socket connects.
    namespace.use((socket, next) => {
      this.admission(socket).then(
        (refusal) => next(refusal ? new Error(this.inLanguageOf(socket, refusal)) : undefined),
        (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
      );
    });
    this.stopListening = this.sessions.onEnd((uid) => this.push.disconnect([uid]));
  }

  async handleConnection(socket: Socket): Promise<void> {
    const user = await this.users.of(socket);
    if (!user) return;
    await socket.join(chatUserRoom(user.uid));
    await this.presence
      .renew(user.uid)
      .catch((error: unknown) => this.logger.warn(`Presence: ${String(error)}`));
  }

  async handleDisconnect(socket: Socket): Promise<void> {
    const user = await this.users.of(socket);
    if (!user || this.namespace?.adapter.rooms.get(chatUserRoom(user.uid))?.size) return;
    await this.presence
      .leave(user.uid)
      .catch((error: unknown) => this.logger.warn(`Presence: ${String(error)}`));
  }

  onModuleDestroy(): void {
    this.stopListening?.();
  }

  @SubscribeMessage(ChatEvent.send)
  send(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatSent> {
    return this.answer(socket, async (user) => {
      const stored = await this.messages.send(user, this.checked(ChatSendDto, body));
      return { sent: stored as unknown as ChatMessageView };
    });
  }

  @SubscribeMessage(ChatEvent.missed)
  missed(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: Partial<ChatMissedRequest> | undefined,
  ): Promise<ChatMissed> {
    return this.answer(socket, async (user) => {
      const afterId = Number(body?.afterId);
      const messages = await this.messages.missed(
        user,
        Number.isInteger(afterId) && afterId > 0 ? afterId : 0,
      );
      return { messages: messages as unknown as ChatMessageView[] };
    });
  }

  @SubscribeMessage(ChatEvent.read)
  read(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<Ack<object> | Refusal> {
    return this.answer(socket, async (user) => {
      await this.messages.read(user, this.checked(ChatReadDto, body));
      return {};
    });
  }

  @SubscribeMessage(ChatEvent.typing)
  async typing(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: { conversation?: unknown } | undefined,
  ): Promise<void> {
    const user = await this.users.of(socket);
    if (!user) return;
    await this.messages.typing(user, body?.conversation).catch(() => undefined);
  }

  /** Keeps the user online, and answers which of the users asked about are; a switched-off chat ends the socket. */
  @SubscribeMessage(ChatEvent.heartbeat)
  heartbeat(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: Partial<ChatHeartbeat> | undefined,
  ): Promise<Ack<{ online: string[] }> | Refusal> {
    return this.answer(socket, async (user) => {
      await this.rules.requireOn();
      await this.presence.renew(user.uid);
      const asked = Array.isArray(body?.uids) ? body.uids.filter((uid) => typeof uid === 'string') : [];
      return { online: [...(await this.presence.online(asked.slice(0, CHAT_LIMITS.presenceAsked)))] };
    });
  }

  /** Whether the socket may connect: null, or why not. */
  private async admission(socket: Socket): Promise<string | null> {
    if (!(await this.rules.isOn())) return CHAT_MESSAGES.off;
    return (await this.users.of(socket)) ? null : CHAT_MESSAGES.signIn;
  }

  /**
   * Runs an event's work for the socket's user and acknowledges it; a refusal (the switch turned
   * off meanwhile ends the socket too) is acknowledged with its message.
   */
  private async answer<T extends object>(
    socket: Socket,
    work: (user: AuthUser) => Promise<T>,
  ): Promise<Ack<T> | Refusal> {
    const user = await this.users.of(socket);
    if (!user) return { ok: false, message: this.inLanguageOf(socket, CHAT_MESSAGES.signIn) };
    try {
      return { ok: true, ...(await work(user)) };
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      if (!('status' in error)) this.logger.error(error);
      const refusal = 'status' in error ? error.message : CHAT_MESSAGES.sendFailed;
      if (refusal === CHAT_MESSAGES.off) setImmediate(() => socket.disconnect(true));
      return { ok: false, message: this.inLanguageOf(socket, refusal) };
    }
  }

  /** The body as the DTO checks it, or a 400 with the first failing field's message. */
  private checked<T extends object>(type: new () => T, body: unknown): T {
    const dto = plainToInstance(type, body ?? {});
    const errors = validateSync(dto, { whitelist: true });
    if (errors.length > 0) throw badRequest(firstMessage(errors));
    return dto;
  }

  private inLanguageOf(socket: Socket, text: string): string {
    return translateMessage(text, socketLocale(socket));
  }
}
