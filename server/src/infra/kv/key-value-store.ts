/**
 * Short-lived server state (token records, codes, locks, counters). Redis in production so
 * every API instance sees the same state; an in-process map in embedded mode.
 */
export abstract class KeyValueStore {
  abstract get(key: string): Promise<string | null>;
  abstract set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Sets the key only when absent; true when this call set it (a lock or a rate limit). */
  abstract setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  abstract delete(...keys: string[]): Promise<void>;
  /** Deletes the key only while it holds `value` (a lock released by its holder only). */
  abstract deleteIfValue(key: string, value: string): Promise<boolean>;
  /** Restarts the key's TTL only while it holds `value` (a lock renewed by its holder only). */
  abstract expireIfValue(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /** Adds to a counter (1 unless told; negative to give back); the TTL starts with the first increment. */
  abstract increment(key: string, ttlSeconds: number, by?: number): Promise<number>;
  /** Sets fields of a hash (shared tables such as a contest board's cells). */
  abstract hashSet(key: string, fields: ReadonlyMap<string, string>): Promise<void>;
  abstract hashDelete(key: string, ...fields: string[]): Promise<void>;
  /** The values of some fields of a hash (null where absent). */
  abstract hashGetMany(key: string, fields: string[]): Promise<(string | null)[]>;
  /** Appends to a list kept to its newest `maxLength` entries (a change log). */
  abstract listPush(key: string, value: string, maxLength: number): Promise<void>;
  /** The newest `count` entries of a list, oldest first. */
  abstract listTail(key: string, count: number): Promise<string[]>;
  /** Every field of a hash; empty when the hash does not exist. */
  abstract hashGetAll(key: string): Promise<Record<string, string>>;
  /** Seconds left to live; -1 without expiry, -2 when missing. */
  abstract ttl(key: string): Promise<number>;
  /** Whether the store answers right now (a Redis connection that is up). */
  abstract isReachable(): boolean;
  abstract close(): Promise<void>;
}
