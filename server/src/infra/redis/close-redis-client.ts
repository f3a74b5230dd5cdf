import type { RedisClientType } from 'redis';

/** How long commands still in flight at shutdown get to finish. */
const CLOSE_GRACE_MS = 2_000;

/**
 * Closes a client at shutdown: commands in flight get a moment to finish, then the socket goes.
 * `quit()` and `close()` alone wait for Redis to answer, so a Redis that is down or restarting
 * would hold the process (or a test run) open for good.
 */
export async function closeRedisClient(client: RedisClientType | null | undefined): Promise<void> {
  if (!client?.isOpen) return;
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
  await Promise.race([client.close(), grace]);
  clearTimeout(timer);
  if (client.isOpen) client.destroy();
}
