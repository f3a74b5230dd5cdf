import { createClient, type RedisClientType } from 'redis';

/** The client type every part of Verdict uses, so connections pass between them without casts. */
export type RedisClient = RedisClientType;

/** Command and connect timeout of a fail-fast client. */
const FAIL_FAST_TIMEOUT_MS = 2000;

/** Overrides for a duplicate whose reads block: no command timeout shorter than the block. */
export const BLOCKING_READER = { commandOptions: {} };

/**
 * A client for the queue: node-redis reconnects on its own after Redis restarts and network
 * blips (a fail-fast client rejects commands meanwhile, others queue them); the handler hears
 * about each failure instead of the process crashing on it.
 */
export function createRedisClient(
  url: string,
  onError: (error: unknown) => void,
  options: { failFast?: boolean } = {},
): RedisClient {
  const client: RedisClient = createClient({
    url,
    ...(options.failFast && {
      disableOfflineQueue: true,
      socket: { connectTimeout: FAIL_FAST_TIMEOUT_MS },
      commandOptions: { timeout: FAIL_FAST_TIMEOUT_MS },
    }),
  });
  client.on('error', onError);
  return client;
}
