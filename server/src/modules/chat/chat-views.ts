import { Injectable } from '@nestjs/common';
import type { ChatMessageKind, ChatMessageView, ChatUser } from '@verdict/common';
import type { ChatMessageEntity } from './chat.entities';
import { ChatPeople } from './chat-people';
import { ChatPresence } from './chat-presence';

/** Chat messages and users as the wire shows them: names and avatars read in one query per list. */
@Injectable()
export class ChatViews {
  constructor(
    private readonly people: ChatPeople,
    private readonly presence: ChatPresence,
  ) {}

  async messages(rows: readonly ChatMessageEntity[]): Promise<ChatMessageView<Date>[]> {
    const cards = await this.people.of(rows.map((row) => row.senderUid));
    return rows.map((row) => {
      const card = cards.get(row.senderUid);
      return {
        id: row.id,
        conversation: row.conversation,
        senderUid: row.senderUid,
        senderName: card?.username ?? '',
        senderAvatar: card?.avatar ?? null,
        kind: row.kind as ChatMessageKind,
        content: row.deleted ? '' : row.content,
        deleted: row.deleted,
        createdAt: row.gmtCreate,
      };
    });
  }

  /** These users (unknown ids left out), in the order given, with whether each is online. */
  async users(uids: readonly string[]): Promise<ChatUser[]> {
    const unique = [...new Set(uids)];
    const [cards, online] = await Promise.all([this.people.of(unique), this.presence.online(unique)]);
    return unique.flatMap((uid) => {
      const card = cards.get(uid);
      return card
        ? [{ uid, username: card.username, avatar: card.avatar ?? null, online: online.has(uid) }]
        : [];
    });
  }
}
