import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  type ChatConversationView,
  type ChatInit,
  type ChatMessageView,
  type ChatUser,
  directConversation,
  groupConversation,
} from '@verdict/common';
import { In, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { badRequest, notFound } from '../../common/http/app.exception';
import { GroupDirectory } from '../group/group-directory';
import { GroupMembership } from '../group/group-membership.service';
import { GroupRoster } from '../group/group-roster';
import { UserDirectory } from '../user/user-directory';
import { type Conversation, parseConversation } from './chat-conversation';
import {
  ChatBlockEntity,
  ChatContactEntity,
  ChatGroupClosedEntity,
  ChatMessageEntity,
  ChatReadEntity,
} from './chat.entities';
import { ChatRules } from './chat-rules';
import { CHAT_MESSAGES } from './chat-texts';
import { ChatViews } from './chat-views';

/** The contact list holds at most this many people. */
const CONTACTS_MAX = 300;

/**
 * The chat's people and places: the contact list with unread counts (`im/init`), a group's
 * members, finding someone by name, blocking, and a group's admins closing or opening its chat.
 */
@Injectable()
export class ChatContactsService {
  constructor(
    @InjectRepository(ChatMessageEntity) private readonly messages: Repository<ChatMessageEntity>,
    @InjectRepository(ChatContactEntity) private readonly contacts: Repository<ChatContactEntity>,
    @InjectRepository(ChatBlockEntity) private readonly blocks: Repository<ChatBlockEntity>,
    @InjectRepository(ChatGroupClosedEntity) private readonly closedGroups: Repository<ChatGroupClosedEntity>,
    private readonly rules: ChatRules,
    private readonly views: ChatViews,
    private readonly users: UserDirectory,
    private readonly groups: GroupDirectory,
    private readonly membership: GroupMembership,
    private readonly roster: GroupRoster,
  ) {}

  /** Me, my contacts (people I chatted with or share a group with) and my conversations, newest first. */
  async init(viewer: AuthUser): Promise<ChatInit<Date>> {
    await this.rules.requireOn();
    const [partners, gids, restricted] = await Promise.all([
      this.contacts.find({
        where: { uid: viewer.uid },
        order: { lastMessageId: 'DESC' },
        take: CONTACTS_MAX,
      }),
      this.groups.memberOf(viewer.uid),
      this.rules.restriction(viewer),
    ]);
    const groupMates = await this.groupMates(viewer.uid, gids, CONTACTS_MAX - partners.length);
    const [me] = await this.views.users([viewer.uid]);
    const contacts = await this.views.users([...partners.map((row) => row.peerUid), ...groupMates]);
    const conversations: Conversation[] = [
      ...partners.map((row) => parseConversation(directConversation(viewer.uid, row.peerUid))!),
      ...gids.map((gid) => parseConversation(groupConversation(gid))!),
    ];
    return {
      me,
      contacts,
      conversations: await this.conversationViews(viewer, conversations, contacts),
      restricted,
    };
  }

  /** A group's members, for its members. */
  async groupMembers(viewer: AuthUser, gid: number): Promise<ChatUser[]> {
    await this.rules.requireOn();
    await this.rules.requireParty(viewer, groupConversation(gid));
    return this.views.users(await this.roster.memberUids(gid));
  }

  async search(viewer: AuthUser, keyword: string): Promise<ChatUser[]> {
    await this.rules.requireOn();
    const cards = await this.users.search(keyword, CHAT_LIMITS.searchResults + 1);
    return this.views.users(
      cards
        .map((card) => card.uid)
        .filter((uid) => uid !== viewer.uid)
        .slice(0, CHAT_LIMITS.searchResults),
    );
  }

  async block(viewer: AuthUser, uid: string): Promise<void> {
    await this.rules.requireOn();
    if (uid === viewer.uid) throw badRequest(CHAT_MESSAGES.selfBlock);
    if (!(await this.users.cardOf(uid))) throw notFound(CHAT_MESSAGES.noUser);
    await this.blocks.upsert({ uid: viewer.uid, blockedUid: uid }, ['uid', 'blockedUid']);
  }

  async unblock(viewer: AuthUser, uid: string): Promise<void> {
    await this.rules.requireOn();
    await this.blocks.delete({ uid: viewer.uid, blockedUid: uid });
  }

  async blocked(viewer: AuthUser): Promise<ChatUser[]> {
    await this.rules.requireOn();
    const rows = await this.blocks.find({ where: { uid: viewer.uid }, order: { gmtCreate: 'DESC' } });
    return this.views.users(rows.map((row) => row.blockedUid));
  }

  /** A group's admins close its conversation to everyone, or open it again. */
  async setGroupChat(viewer: AuthUser, gid: number, open: boolean): Promise<void> {
    await this.rules.requireOn();
    await this.membership.requireAdmin(viewer, gid);
    if (open) await this.closedGroups.delete({ gid });
    else await this.closedGroups.upsert({ gid }, ['gid']);
  }

  /** Members of the user's groups, up to `room` of them, the user left out. */
  private async groupMates(uid: string, gids: readonly number[], room: number): Promise<string[]> {
    const mates = new Set<string>();
    for (const gid of gids) {
      if (mates.size >= room) break;
      for (const mate of await this.roster.memberUids(gid)) if (mate !== uid) mates.add(mate);
    }
    return [...mates].slice(0, Math.max(0, room));
  }

  private async conversationViews(
    viewer: AuthUser,
    conversations: readonly Conversation[],
    contacts: readonly ChatUser[],
  ): Promise<ChatConversationView<Date>[]> {
    const names = conversations.map((conversation) => conversation.name);
    const gids = conversations.flatMap((c) => (c.kind === 'group' ? [c.gid] : []));
    const [unread, last, closed, groups, closedGroups] = await Promise.all([
      this.unreadCounts(viewer.uid, names),
      this.lastMessages(names),
      this.rules.closedReasons(viewer, conversations),
      this.groups.summaries(gids),
      this.rules.closedGroupIds(gids),
    ]);
    const people = new Map(contacts.map((user) => [user.uid, user]));
    const groupsById = new Map(groups.map((group) => [group.id, group]));
    const views = conversations.flatMap((conversation): ChatConversationView<Date>[] => {
      const base = {
        id: conversation.name,
        unread: unread.get(conversation.name) ?? 0,
        last: last.get(conversation.name) ?? null,
        closed: closed.get(conversation.name) ?? null,
      };
      if (conversation.kind === 'direct') {
        const peer = people.get(
          conversation.uids[0] === viewer.uid ? conversation.uids[1] : conversation.uids[0],
        );
        return peer ? [{ ...base, kind: 'direct', peer, group: null }] : [];
      }
      const group = groupsById.get(conversation.gid);
      if (!group) return [];
      return [
        {
          ...base,
          kind: 'group',
          peer: null,
          group: {
            gid: group.id,
            name: group.name,
            shortName: group.shortName ?? null,
            chatOpen: !closedGroups.has(group.id),
          },
        },
      ];
    });
    // Newest activity first; conversations without a message after them.
    return views.sort((a, b) => (b.last?.id ?? 0) - (a.last?.id ?? 0));
  }

  /** Messages from others after the user's read mark, per conversation; deleted ones do not count. */
  private async unreadCounts(uid: string, names: readonly string[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    if (names.length === 0) return counts;
    const rows = await this.messages
      .createQueryBuilder('m')
      .leftJoin(ChatReadEntity, 'r', 'r.conversation = m.conversation AND r.uid = :uid', { uid })
      .where('m.conversation IN (:...names)', { names })
      .andWhere('m.id > COALESCE(r.lastReadId, 0)')
      .andWhere('m.senderUid <> :uid', { uid })
      .andWhere('m.deleted = :no', { no: false })
      .select('m.conversation', 'conversation')
      .addSelect('COUNT(*)', 'unread')
      .groupBy('m.conversation')
      .getRawMany<{ conversation: string; unread: string | number }>();
    for (const row of rows) counts.set(row.conversation, Number(row.unread));
    return counts;
  }

  private async lastMessages(names: readonly string[]): Promise<Map<string, ChatMessageView<Date>>> {
    if (names.length === 0) return new Map();
    const newest = await this.messages
      .createQueryBuilder('m')
      .select('MAX(m.id)', 'id')
      .where('m.conversation IN (:...names)', { names })
      .groupBy('m.conversation')
      .getRawMany<{ id: number | string }>();
    const rows = await this.messages.find({ where: { id: In(newest.map((row) => Number(row.id))) } });
    const views = await this.views.messages(rows);
    return new Map(views.map((view) => [view.conversation, view]));
  }
}
