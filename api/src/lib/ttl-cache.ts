/**
 * A small in-process cache for public reads (the same for every visitor). Entries live `ttlMs`; concurrent
 * misses for one key share one database call. Bounded two ways, least recently used first out: at most
 * `max` entries, and at most `maxBytes` of answers (their JSON length, measured once when they arrive), so a
 * million distinct URLs asked once each cannot grow the process (issue 36).
 */
const named = new Map<string, TtlCache<unknown>>();

/** Every named cache's entries, bytes (and bound), hits and misses: the API's response caches, read by /metrics. */
export function cacheStats(): Array<{ name: string } & TtlCache<unknown>['stats']> {
  return [...named].map(([name, cache]) => ({ name, ...cache.stats }));
}

export class TtlCache<T> {
  private entries = new Map<string, { at: number; value: Promise<T>; bytes: number }>();
  private totalBytes = 0;
  hits = 0;
  misses = 0;

  /** `name`: reported by cacheStats() for /metrics (the last cache made with a name stands for it). */
  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
    private readonly maxBytes = 16 * 1024 * 1024,
    name?: string,
  ) {
    if (name) named.set(name, this as TtlCache<unknown>);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.hits += 1;
      // Most recently used goes last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.misses += 1;
    this.remove(key);
    const entry = { at: now, value: load(), bytes: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = key.length + (JSON.stringify(v) ?? '').length;
        this.totalBytes += entry.bytes;
        this.evict();
      },
      () => this.entries.get(key) === entry && this.remove(key),
    );
    this.evict();
    return entry.value;
  }

  /** Entries held and their measured size, for tests and metrics. */
  get stats() {
    return { entries: this.entries.size, bytes: this.totalBytes, maxBytes: this.maxBytes, hits: this.hits, misses: this.misses };
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.totalBytes -= e.bytes;
    this.entries.delete(key);
  }

  private evict(): void {
    while (this.entries.size > this.max || (this.totalBytes > this.maxBytes && this.entries.size > 1)) {
      this.remove(this.entries.keys().next().value as string);
    }
  }
}
