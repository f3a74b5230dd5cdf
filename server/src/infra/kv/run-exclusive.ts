import { randomUUID } from 'node:crypto';
import { KeyValueStore } from './key-value-store';

/**
 * Runs `work` while holding the lock `key` (one API instance at a time); resolves undefined
 * without running it when another holder has the lock. The lock is renewed every third of its
 * TTL for as long as the work runs, so a slow run (a database waiting on row locks) never lets a
 * second one in, and a holder that dies frees it within the TTL. Only the holder's own token
 * renews or releases it.
 */
export async function runExclusive<T>(
  kv: KeyValueStore,
  key: string,
  ttlSeconds: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const token = randomUUID();
  if (!(await kv.setIfAbsent(key, token, ttlSeconds))) return undefined;
  // A failed renewal is retried on the next tick; the store's TTL is the safety net.
  const renew = setInterval(
    () => void kv.expireIfValue(key, token, ttlSeconds).catch(() => undefined),
    (ttlSeconds * 1000) / 3,
  );
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await kv.deleteIfValue(key, token);
  }
}
