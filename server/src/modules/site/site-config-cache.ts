import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { closeRedisClient } from '../../infra/redis/close-redis-client';
import { REDIS_CLIENT } from '../../infra/redis/redis.module';

/**
 * A safety net only: a change is announced on Redis at once, but an instance that was cut from
 * Redis when it was announced still picks it up within this time.
 */
const ENTRY_TTL_MS = 60_000;

/**
 * The parsed settings groups, kept in memory because every submission and page load reads them.
 * A write clears the entry here and tells every other API instance over Redis pub/sub to do the
 * same, so a change applies everywhere on the next read without a restart.
 */
@Injectable()
export class SiteConfigCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(SiteConfigCache.name);
  private readonly entries = new Map<string, { value: unknown; until: number }>();
  private readonly channel: string;
  private subscriber: RedisClientType | null = null;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.redisPrefix}site-config-changed`;
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    subscriber.on('error', (error: Error) => this.logger.warn(`Settings channel problem: ${error.message}`));
    // Announcements sent while the connection was down are lost: forget everything instead.
    subscriber.on('ready', () => this.entries.clear());
    await subscriber.connect();
    await subscriber.subscribe(this.channel, (name) => this.entries.delete(name));
    this.subscriber = subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRedisClient(this.subscriber);
  }

  get<T>(name: string): T | undefined {
    const entry = this.entries.get(name);
    if (!entry || entry.until < Date.now()) return undefined;
    return entry.value as T;
  }

  set(name: string, value: unknown): void {
    this.entries.set(name, { value, until: Date.now() + ENTRY_TTL_MS });
  }

  /** After a write: drop the group here and on every other instance. */
  async changed(name: string): Promise<void> {
    this.entries.delete(name);
    if (!this.redis) return;
    try {
      await this.redis.publish(this.channel, name);
    } catch (error) {
      this.logger.warn(`Could not announce the change of "${name}": ${String(error)}`);
    }
  }
}
