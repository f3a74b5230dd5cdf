import type { RedisClient } from './redis-client';

/**
 * What a task source writes beside each lease it takes (hash `leases`, field = delivery id), so
 * the server can say who holds a task since when: a stream's pending list only knows the holder
 * and the time since its last renewal, and forgets the previous holder when a lease is taken over.
 */
export interface LeaseRecord {
  judger: string;
  /** When `judger` took the task (epoch ms). */
  since: number;
  /** The lease length `judger` renews within; past it without renewal the task is free to take. */
  leaseMs: number;
  /** The judge that held the task before and stopped. */
  from?: string;
}

export function parseLeaseRecord(raw: unknown): LeaseRecord | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const record = JSON.parse(raw) as Partial<LeaseRecord>;
    if (typeof record.judger !== 'string' || typeof record.since !== 'number') return undefined;
    return {
      judger: record.judger,
      since: record.since,
      leaseMs: typeof record.leaseMs === 'number' ? record.leaseMs : 0,
      ...(typeof record.from === 'string' ? { from: record.from } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Records the leases just taken by `judger`. A lease claimed from an expired holder names that
 * holder (from its record) as `from`; a task handed back carries its last holder in the entry.
 */
export async function recordLeases(
  client: RedisClient,
  key: string,
  judger: string,
  leaseMs: number,
  taken: { deliveryId: string; from?: string }[],
  claimed: boolean,
): Promise<void> {
  if (taken.length === 0) return;
  const ids = taken.map((t) => t.deliveryId);
  const previous = claimed ? ((await client.sendCommand(['HMGET', key, ...ids])) as unknown[]) : [];
  const since = Date.now();
  const fields = taken.flatMap(({ deliveryId, from }, i) => {
    const before = parseLeaseRecord(previous[i])?.judger ?? from;
    const record: LeaseRecord = { judger, since, leaseMs, ...(before ? { from: before } : {}) };
    return [deliveryId, JSON.stringify(record)];
  });
  await client.sendCommand(['HSET', key, ...fields]);
}
