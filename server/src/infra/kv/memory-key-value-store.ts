import { KeyValueStore } from './key-value-store';

interface Entry {
  value: string;
  expiresAt: number | null;
}

/** Single-process store for embedded mode; expired keys vanish on read and on a periodic sweep. */
export class MemoryKeyValueStore extends KeyValueStore {
  private readonly entries = new Map<string, Entry>();
  private readonly hashes = new Map<string, Map<string, string>>();
  private readonly lists = new Map<string, string[]>();
  private readonly sweeper = setInterval(() => this.sweep(), 60_000).unref();

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }

  private static expiry(ttlSeconds?: number): number | null {
    return ttlSeconds && ttlSeconds > 0 ? Date.now() + ttlSeconds * 1000 : null;
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.live(key)?.value ?? null);
  }

  set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.entries.set(key, { value, expiresAt: MemoryKeyValueStore.expiry(ttlSeconds) });
    return Promise.resolve();
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    if (this.live(key)) return Promise.resolve(false);
    this.entries.set(key, { value, expiresAt: MemoryKeyValueStore.expiry(ttlSeconds) });
    return Promise.resolve(true);
  }

  delete(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.entries.delete(key);
      this.hashes.delete(key);
      this.lists.delete(key);
    }
    return Promise.resolve();
  }

  deleteIfValue(key: string, value: string): Promise<boolean> {
    if (this.live(key)?.value !== value) return Promise.resolve(false);
    this.entries.delete(key);
    return Promise.resolve(true);
  }

  expireIfValue(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const entry = this.live(key);
    if (entry?.value !== value) return Promise.resolve(false);
    entry.expiresAt = MemoryKeyValueStore.expiry(ttlSeconds);
    return Promise.resolve(true);
  }

  increment(key: string, ttlSeconds: number, by = 1): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + by;
    this.entries.set(key, {
      value: String(next),
      expiresAt: entry ? entry.expiresAt : MemoryKeyValueStore.expiry(ttlSeconds),
    });
    return Promise.resolve(next);
  }

  hashSet(key: string, fields: ReadonlyMap<string, string>): Promise<void> {
    const hash = this.hashes.get(key) ?? new Map<string, string>();
    for (const [field, value] of fields) hash.set(field, value);
    if (hash.size > 0) this.hashes.set(key, hash);
    return Promise.resolve();
  }

  hashDelete(key: string, ...fields: string[]): Promise<void> {
    const hash = this.hashes.get(key);
    for (const field of fields) hash?.delete(field);
    if (hash?.size === 0) this.hashes.delete(key);
    return Promise.resolve();
  }

  hashGetMany(key: string, fields: string[]): Promise<(string | null)[]> {
    const hash = this.hashes.get(key);
    return Promise.resolve(fields.map((field) => hash?.get(field) ?? null));
  }

  listPush(key: string, value: string, maxLength: number): Promise<void> {
    const list = this.lists.get(key) ?? [];
    list.push(value);
    this.lists.set(key, list.slice(-maxLength));
    return Promise.resolve();
  }

  listTail(key: string, count: number): Promise<string[]> {
    return Promise.resolve((this.lists.get(key) ?? []).slice(-count));
  }

  hashGetAll(key: string): Promise<Record<string, string>> {
    return Promise.resolve(Object.fromEntries(this.hashes.get(key) ?? []));
  }

  ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return Promise.resolve(-2);
    if (entry.expiresAt === null) return Promise.resolve(-1);
    return Promise.resolve(Math.ceil((entry.expiresAt - Date.now()) / 1000));
  }

  isReachable(): boolean {
    return true;
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.hashes.clear();
    this.lists.clear();
    return Promise.resolve();
  }
}
