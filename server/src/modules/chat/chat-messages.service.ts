import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  ChatEvent,
  type ChatHistory,
  type ChatMessageView,
  type ChatReadRequest,
  type ChatSend,
  groupConversation,
  directConversation,
} from '@verdict/common';
import { In, LessThan, MoreThan, MoreThanOrEqual, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, tooManyRequests } from '../../common/http/app.exception';
import { TransactionRunner } from '../../database/transaction-runner';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { GroupDirectory } from '../group/group-directory';
import { GroupRoster } from '../group/group-roster';
import { type Conversation } from './chat-conversation';
import { ChatContactEntity, ChatMessageEntity, ChatReadEntity } from './chat.entities';
import { ChatPush } from './chat-push';
import { ChatRules } from './chat-rules';
import { CHAT_MESSAGES } from './chat-texts';
import { ChatViews } from './chat-views';

/** How far before the newest message a client saw its catching up reaches back (see `missed`). */
const CATCH_UP_OVERLAP_MS = 30_000;

/** Where images sent in the chat live: uploaded to this site, through the chat's upload route. */
const IMAGE_ADDRESS = /^\/api\/public\/img\/[\w.-]+$/;

/**
 * Sending, reading and catching up. A message is stored (with both users' contact rows, in one
 * transaction) before the sender hears it went, then pushed to every party's sockets.
 */
@Injectable()
export class ChatMessagesService {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatContactEntity) private readonly contacts: Repository<ChatContactEntity>,
    @InjectRepository(ChatReadEntity) private readonly reads: Repository<ChatReadEntity>,
    private readonly transactions: TransactionRunner,
    private readonly kv: KeyValueStore,
    private readonly rules: ChatRules,
    private readonly views: ChatViews,
    private readonly push: ChatPush,
    private readonly groups: GroupDirectory,
    private readonly roster: GroupRoster,
  ) {}

  async send(viewer: AuthUser, body: ChatSend): Promise<ChatMessageView<Date>> {
    await this.rules.requireOn();
    const content = this.contentOf(body);
    const conversation = await this.rules.requireWritable(viewer, body.conversation);
    await this.countSend(viewer.uid);
    const row = await this.store(viewer.uid, conversation, body.kind, content);
    const [view] = await this.views.messages([row]);
    this.push.toUsers(await this.readersOf(conversation), ChatEvent.message, view);
    return view;
  }

  /** A page of the conversation going up: the messages before `before` (the newest without it), oldest first. */
  async history(viewer: AuthUser, name: string, before?: number): Promise<ChatHistory<Date>> {
    await this.rules.requireOn();
    const conversation = await this.rules.requireParty(viewer, name);
    const rows = await this.messages.find({
      where: { conversation: conversation.name, ...(before ? { id: LessThan(before) } : {}) },
      order: { id: 'DESC' },
      take: CHAT_LIMITS.historyPage + 1,
    });
    const more = rows.length > CHAT_LIMITS.historyPage;
    return { messages: await this.views.messages(rows.slice(0, CHAT_LIMITS.historyPage).reverse()), more };
  }

  /**
   * What came to the viewer's conversations after a message id, oldest first (a reconnecting
   * client). Pushes do not always arrive in id order (another instance's come through Redis, and a
   * lower id may commit after a higher one), so the answer reaches back `CATCH_UP_OVERLAP_MS`
   * before that message too; the client drops what it already has.
   */
  async missed(viewer: AuthUser, afterId: number): Promise<ChatMessageView<Date>[]> {
    await this.rules.requireOn();
    const names = await this.readableConversations(viewer);
    if (names.length === 0) return [];
    const seen =
      afterId > 0
        ? await this.messages.findOne({ where: { id: afterId }, select: { id: true, gmtCreate: true } })
        : null;
    const conversation = In(names);
    const rows = await this.messages.find({
      where: [
        { conversation, id: MoreThan(afterId) },
        ...(seen
          ? [
              {
                conversation,
                gmtCreate: MoreThanOrEqual(new Date(seen.gmtCreate.getTime() - CATCH_UP_OVERLAP_MS)),
              },
            ]
          : []),
      ],
      order: { id: 'ASC' },
      take: CHAT_LIMITS.missedMax,
    });
    return this.views.messages(rows);
  }

  /** Marks the conversation read up to a message, on every tab of the reader. */
  async read(viewer: AuthUser, { conversation: name, lastId }: ChatReadRequest): Promise<void> {
    await this.rules.requireOn();
    const conversation = await this.rules.requireParty(viewer, name);
    const current = await this.reads.findOneBy({ uid: viewer.uid, conversation: conversation.name });
    if (current && current.lastReadId >= lastId) return;
    await this.reads.upsert({ uid: viewer.uid, conversation: conversation.name, lastReadId: lastId }, [
      'uid',
      'conversation',
    ]);
    this.push.toUsers([viewer.uid], ChatEvent.read, { conversation: conversation.name, lastId });
  }

  /** Tells the conversation's other parties that the viewer is typing; nothing is stored. */
  async typing(viewer: AuthUser, name: unknown): Promise<void> {
    const conversation = await this.rules.requireWritable(viewer, name);
    const others = (await this.readersOf(conversation)).filter((uid) => uid !== viewer.uid);
    this.push.toUsers(others, ChatEvent.typing, { conversation: conversation.name, uid: viewer.uid });
  }

  /** Who receives what is written in the conversation now: both users, or the group's members who may read it. */
  async readersOf(conversation: Conversation): Promise<string[]> {
    if (conversation.kind === 'direct') return [...conversation.uids];
    return this.rules.groupReaders(await this.roster.memberUids(conversation.gid));
  }

  /** Every conversation the viewer may read now: with each contact, and of each group. */
  async readableConversations(viewer: AuthUser): Promise<string[]> {
    const [contacts, gids, restricted] = await Promise.all([
      this.contacts.find({ where: { uid: viewer.uid }, select: { peerUid: true } }),
      this.groups.memberOf(viewer.uid),
      this.rules.restriction(viewer),
    ]);
    const direct = contacts.map((row) => directConversation(viewer.uid, row.peerUid));
    return restricted ? direct : [...direct, ...gids.map(groupConversation)];
  }

  private contentOf({ kind, content }: ChatSend): string {
    if (kind !== 'text' && kind !== 'image') throw badRequest(CHAT_MESSAGES.badKind);
    const text = typeof content === 'string' ? content.trim() : '';
    if (!text) throw badRequest(CHAT_MESSAGES.empty);
    if (text.length > CHAT_LIMITS.messageLength) throw badRequest(CHAT_MESSAGES.tooLong);
    if (kind === 'image' && !IMAGE_ADDRESS.test(text)) throw badRequest(CHAT_MESSAGES.badImage);
    return text;
  }

  private async countSend(uid: string): Promise<void> {
    const sent = await this.kv.increment(`im-sent:${uid}`, CHAT_LIMITS.rateWindowSeconds);
    if (sent > CHAT_LIMITS.messagesPerWindow) throw tooManyRequests(CHAT_MESSAGES.tooFast);
  }

  /** The message, with both users' contact rows in a direct conversation, in one transaction. */
  private async store(
    uid: string,
    conversation: Conversation,
    kind: string,
    content: string,
  ): Promise<ChatMessageEntity> {
    const fields = { conversation: conversation.name, senderUid: uid, kind, content };
    if (conversation.kind === 'group') return this.messages.save(this.messages.create(fields));
    const [a, b] = conversation.uids;
    return this.transactions.run(async (manager) => {
      const row = await manager.save(manager.create(ChatMessageEntity, fields));
      await manager.upsert(
        ChatContactEntity,
        [
          { uid: a, peerUid: b, lastMessageId: row.id },
          { uid: b, peerUid: a, lastMessageId: row.id },
        ],
        ['uid', 'peerUid'],
      );
      return row;
    });
  }
}
