import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { KeyValueStore } from '../../infra/kv/key-value-store';
import { SessionEntity } from './session.entity';

const cacheKey = (uid: string) => `auth:session:${uid}`;
/** The cache is refilled from the database at most this long after a miss. */
const MAX_CACHE_SECONDS = 600;

/**
 * Session epochs: the database row is the truth, the key-value store a cache in front of it.
 * Reads survive a cache outage (they fall back to the database); logout clears the cache first,
 * so a failed logout changes nothing rather than leaving a cached epoch alive.
 */
@Injectable()
export class SessionStore {
  private readonly logger = new Logger(SessionStore.name);

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly kv: KeyValueStore,
  ) {}

  /** The user's live epoch, extended to `lifetimeSeconds` from now, or a new one. */
  async open(uid: string, lifetimeSeconds: number): Promise<string> {
    const live = await this.current(uid);
    const epoch = live ?? randomBytes(8).toString('hex');
    const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
    await this.sessions.save({ uid, epoch, expiresAt });
    await this.cache(uid, epoch, lifetimeSeconds);
    return epoch;
  }

  /** The user's live epoch or null. */
  async current(uid: string): Promise<string | null> {
    const cached = await this.kv.get(cacheKey(uid)).catch((error: unknown) => {
      this.logger.warn(`Session cache unreadable, reading the database: ${String(error)}`);
      return null;
    });
    if (cached !== null) return cached;
    const row = await this.sessions.findOneBy({ uid });
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    const secondsLeft = Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000);
    await this.cache(uid, row.epoch, secondsLeft);
    return row.epoch;
  }

  async close(uid: string): Promise<void> {
    await this.kv.delete(cacheKey(uid));
    await this.sessions.delete({ uid });
  }

  private async cache(uid: string, epoch: string, secondsLeft: number): Promise<void> {
    await this.kv
      .set(cacheKey(uid), epoch, Math.min(secondsLeft, MAX_CACHE_SECONDS))
      .catch((error: unknown) => this.logger.warn(`Session cache not written: ${String(error)}`));
  }
}
