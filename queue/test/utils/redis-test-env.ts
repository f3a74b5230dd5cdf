import { randomBytes } from 'node:crypto';
import { createRedisClient, type RedisClient } from '../../src/redis/redis-client';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A random key prefix so parallel runs on the shared Redis never collide. */
export function randomPrefix(): string {
  return `test-queue-${randomBytes(6).toString('hex')}:`;
}

export async function connectRedis(): Promise<RedisClient> {
  const client = createRedisClient(REDIS_URL, () => undefined);
  await client.connect();
  return client;
}

/** Deletes every key under the prefix. */
export async function removePrefix(client: RedisClient, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const reply = (await client.sendCommand(['SCAN', cursor, 'MATCH', `${prefix}*`, 'COUNT', '500'])) as [
      string,
      string[],
    ];
    cursor = String(reply[0]);
    if (reply[1].length > 0) await client.sendCommand(['DEL', ...reply[1]]);
  } while (cursor !== '0');
}
