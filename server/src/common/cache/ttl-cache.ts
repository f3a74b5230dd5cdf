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
      void this.start(key, load, now, hit.value); // failures drop the entry inside start()
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    return this.start(key, load, now);
  }

  private start(key: string, load: () => Promise<V>, now: number, stale?: Promise<V>): Promise<V> {
    const value = load();
    value.then(
      () => this.entries.set(key, { value, expires: Date.now() + this.ttlMs, refreshing: false }),
      () => this.entries.delete(key),
    );
    if (!stale) this.entries.set(key, { value, expires: now + this.ttlMs, refreshing: false });
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
