import { measurePageCache } from '../metrics/metrics';

/** A rendered page as the SSR service sends it (and may reuse for anonymous visitors). */
export interface CachedPage {
  status: number;
  body: Buffer;
  setCookie: string[];
  shareable: boolean;
}

const MAX_PAGES = 500;
/** Bytes of pages held (bodies and keys): a million distinct URLs asked once each cannot grow the process (issue 36). */
const MAX_BYTES = 64 * 1024 * 1024;

/** The SSR service's page cache (the last one made) is the one /metrics reports (ops/src/metrics/metrics.ts). */
const track = (cache: PageCache) => measurePageCache(() => cache.stats);

/**
 * A micro-cache of anonymous pages: keyed by URL and the versions that rendered them, so a registry
 * change is a different key at once (never served stale past the registry's own re-read). A page is
 * fresh for `ttlMs`, then stale (served while one request renders it again) for as long again.
 * Bounded by pages and by bytes, the least recently used out first.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; freshUntil: number; staleUntil: number; bytes: number }>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxPages = MAX_PAGES,
    private readonly maxBytes = MAX_BYTES,
  ) {
    track(this);
  }

  get(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | undefined {
    const hit = this.pages.get(key);
    if (!hit || hit.staleUntil < now) {
      if (hit) this.remove(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    // most recently used last: the Map's order is the eviction order
    this.pages.delete(key);
    this.pages.set(key, hit);
    return { page: hit.page, stale: hit.freshUntil < now };
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.remove(key);
    const bytes = key.length + page.body.length;
    this.pages.set(key, { page, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs, bytes });
    this.bytes += bytes;
    while (this.pages.size > this.maxPages || (this.bytes > this.maxBytes && this.pages.size > 1)) this.remove(this.pages.keys().next().value!);
  }

  /** Pages and bytes held (and the bound), hits and misses since start. */
  get stats() {
    return { entries: this.pages.size, bytes: this.bytes, maxBytes: this.maxBytes, hits: this.hits, misses: this.misses };
  }

  private remove(key: string): void {
    const e = this.pages.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.pages.delete(key);
  }
}
