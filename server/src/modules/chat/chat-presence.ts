import { Injectable } from '@nestjs/common';
import { CHAT_TIMING } from '@verdict/common';
import { KeyValueStore } from '../../infra/kv/key-value-store';

/** One hash of uid → when the user's presence lapses (ms), shared by every API instance. */
const PRESENCE_KEY = 'im-online';
/** A user is online while a heartbeat came within three beats. */
const PRESENCE_MS = 3 * CHAT_TIMING.heartbeatMs;

/**
 * Who is online in the chat: each connection and heartbeat renews its user's presence, the last
 * connection of a user to leave an instance ends it; a crashed instance's users lapse on their own.
 */
@Injectable()
export class ChatPresence {
  constructor(private readonly kv: KeyValueStore) {}

  async renew(uid: string): Promise<void> {
    await this.kv.hashSet(PRESENCE_KEY, new Map([[uid, String(Date.now() + PRESENCE_MS)]]));
  }

  async leave(uid: string): Promise<void> {
    await this.kv.hashDelete(PRESENCE_KEY, uid);
  }

  /** Which of these users are online. */
  async online(uids: readonly string[]): Promise<Set<string>> {
    if (uids.length === 0) return new Set();
    const until = await this.kv.hashGetMany(PRESENCE_KEY, [...uids]);
    const now = Date.now();
    return new Set(uids.filter((_, i) => Number(until[i] ?? 0) > now));
  }
}
