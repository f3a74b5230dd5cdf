import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { createClient, RedisClientType } from 'redis';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { KeyValueStore } from '../kv/key-value-store';
import { MemoryKeyValueStore } from '../kv/memory-key-value-store';
import { RedisKeyValueStore } from '../kv/redis-key-value-store';
import { closeRedisClient } from './close-redis-client';

/** The shared Redis client, or null in embedded mode. */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

const logger = new Logger('Redis');

/** How long a Redis command or connection attempt may take before the request gives up. */
export const REDIS_TIMEOUT_MS = 2000;

async function connectRedis(config: AppConfig): Promise<RedisClientType | null> {
  if (!config.redisUrl) return null;
  const client: RedisClientType = createClient({
    url: config.redisUrl,
    socket: {
      connectTimeout: REDIS_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(retries * 200, 5000),
    },
    // While Redis is down, commands fail at once (the request answers 503) instead of waiting in
    // a queue for the reconnect; a Redis that stops answering fails them after the timeout.
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
  });
  // Without a listener node-redis throws on connection errors; reconnects are automatic.
  client.on('error', (error: Error) => logger.warn(`Redis connection problem: ${error.message}`));
  await client.connect();
  return client;
}

@Global()
@Module({
  providers: [
    { provide: REDIS_CLIENT, inject: [APP_CONFIG], useFactory: connectRedis },
    {
      provide: KeyValueStore,
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: RedisClientType | null) =>
        redis ? new RedisKeyValueStore(redis, config.redisPrefix) : new MemoryKeyValueStore(),
    },
  ],
  exports: [REDIS_CLIENT, KeyValueStore],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType | null,
    private readonly kv: KeyValueStore,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.kv.close();
    await closeRedisClient(this.redis);
  }
}
