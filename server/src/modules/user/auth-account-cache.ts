import { Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { KeyValueStore } from '../../infra/kv/key-value-store';

const key = (uid: string) => `auth:account:${uid}`;
/** A mark left by a change: no read begun before it may put the old account back meanwhile. */
const CHANGED = '-';
/** Longer than any account read takes, so a read begun before the change has ended by then. */
const CHANGED_MARK_SECONDS = 10;
/** A bound on what a change written around the app (by hand in the database) leaves behind. */
const KEEP_SECONDS = 60;

/**
 * What the token check needs of an account (its name, role and VIP mark; kept only while it may
 * sign in), held in the key-value store so that a signed-in request reads no user row. In
 * production that store is Redis, shared by every API instance: the user module's writers drop an
 * account here when they change it (`changed`), and every instance sees the change on its next
 * request. A store that does not answer only costs the database read.
 */
@Injectable()
export class AuthAccountCache {
  private readonly logger = new Logger(AuthAccountCache.name);

  constructor(private readonly kv: KeyValueStore) {}

  /** The account as last read, or undefined when it is not held (or was changed moments ago). */
  async get(uid: string): Promise<AuthUser | undefined> {
    const held = await this.kv.get(key(uid)).catch((error: unknown) => {
      this.logger.warn(`Account cache unreadable, reading the database: ${String(error)}`);
      return null;
    });
    return held === null || held === CHANGED ? undefined : (JSON.parse(held) as AuthUser);
  }

  /** Keeps an account just read; a change since (its mark still there) wins. */
  async put(account: AuthUser): Promise<void> {
    await this.kv
      .setIfAbsent(key(account.uid), JSON.stringify(account), KEEP_SECONDS)
      .catch((error: unknown) => this.logger.warn(`Account cache not written: ${String(error)}`));
  }

  /** Drops the accounts on every instance; called after their rows were written or deleted. */
  async changed(uids: readonly string[]): Promise<void> {
    for (const uid of uids) {
      await this.kv
        .set(key(uid), CHANGED, CHANGED_MARK_SECONDS)
        .catch((error: unknown) => this.logger.warn(`Account cache not dropped: ${String(error)}`));
    }
  }
}
