import { Injectable } from '@nestjs/common';
import { type UserCard, UserDirectory } from '../user/user-directory';

/** How long a user's name, avatar and role are reused before being read again. */
const CARD_TTL_MS = 5000;

export type ChatPerson = Pick<UserCard, 'uid' | 'username' | 'avatar' | 'role'>;

/**
 * The users the chat names, read through a cache of a few seconds: every message shows its
 * sender and checks its recipient, and a busy conversation would read the same two cards for
 * each. A renamed user or a new avatar shows within `CARD_TTL_MS`.
 */
@Injectable()
export class ChatPeople {
  private readonly cache = new Map<string, { person: ChatPerson | null; until: number }>();

  constructor(private readonly directory: UserDirectory) {}

  async of(uids: readonly string[]): Promise<Map<string, ChatPerson>> {
    const now = Date.now();
    const people = new Map<string, ChatPerson>();
    const missing: string[] = [];
    for (const uid of new Set(uids)) {
      const cached = this.cache.get(uid);
      if (!cached || cached.until <= now) missing.push(uid);
      else if (cached.person) people.set(uid, cached.person);
    }
    if (missing.length > 0) {
      const cards = await this.directory.cardsOf(missing);
      if (this.cache.size > 10_000) this.cache.clear();
      for (const uid of missing) {
        const card = cards.get(uid);
        const person = card ? { uid, username: card.username, avatar: card.avatar, role: card.role } : null;
        this.cache.set(uid, { person, until: now + CARD_TTL_MS });
        if (person) people.set(uid, person);
      }
    }
    return people;
  }

  async one(uid: string): Promise<ChatPerson | null> {
    return (await this.of([uid])).get(uid) ?? null;
  }
}
