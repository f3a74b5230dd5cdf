import { createClient, type RedisClientType } from 'redis';

/** The client type every part of Verdict uses, so connections pass between them without casts. */
export type RedisClient = RedisClientType;

/**
 * A client for the queue: node-redis reconnects on its own after Redis restarts and network
 * blips; the handler hears about each failure instead of the process crashing on it.
 */
export function createRedisClient(url: string, onError: (error: unknown) => void): RedisClient {
  const client: RedisClient = createClient({ url });
  client.on('error', onError);
  return client;
}
