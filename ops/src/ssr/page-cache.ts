/** A rendered page as the SSR service sends it (and may reuse for anonymous visitors). */
export interface CachedPage {
  status: number;
  body: Buffer;
  setCookie: string[];
  shareable: boolean;
}

const MAX_PAGES = 500;

/**
 * A micro-cache of anonymous pages: keyed by URL and the versions that rendered them, so a registry
 * change is a different key at once (never served stale past the registry's own re-read). A page is
 * fresh for `ttlMs`, then stale (served while one request renders it again) for as long again.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; freshUntil: number; staleUntil: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): { page: CachedPage; stale: boolean } | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.staleUntil < now) {
      this.pages.delete(key);
      return undefined;
    }
    return { page: hit.page, stale: hit.freshUntil < now };
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, freshUntil: now + this.ttlMs, staleUntil: now + 2 * this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}
