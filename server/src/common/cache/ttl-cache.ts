interface Entry<V> {
  value: Promise<V>;
  expires: number;
  refreshing: boolean;
}

/**
 * A small in-process cache of values that may be a few seconds stale (page totals, titles, list
 * pages). Concurrent misses for one key share a single load, and an expired value keeps being
 * served while one refresh runs, so a busy list never makes a queue of requests wait for it.
 * `staleLimitMs` bounds that grace: a value expired for longer (a page nobody asked for in an
 * hour) is loaded afresh before it is served.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly staleLimitMs = Infinity,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    let hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit && hit.refreshing) return hit.value;
    if (hit && now - hit.expires > this.staleLimitMs) {
      this.entries.delete(key);
      hit = undefined;
    }
    if (hit) {
      hit.refreshing = true;
      void this.start(key, load, now, hit); // failures drop the entry inside start()
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    return this.start(key, load, now);
  }

  /**
   * Loads a key's value into a new entry, or into the stale one being refreshed. What the load
   * brings is kept only while that entry is still the key's: a load that began before `delete` or
   * `clear` (a change on this instance) and ended after must not put the old value back.
   */
  private start(key: string, load: () => Promise<V>, now: number, stale?: Entry<V>): Promise<V> {
    const value = load();
    const entry = stale ?? { value, expires: now + this.ttlMs, refreshing: false };
    if (!stale) this.entries.set(key, entry);
    const current = () => this.entries.get(key) === entry;
    value.then(
      () =>
        current() && this.entries.set(key, { value, expires: Date.now() + this.ttlMs, refreshing: false }),
      () => current() && this.entries.delete(key),
    );
    return value;
  }

  /** Drops one key, so the next read loads it afresh (after a change this instance made). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
