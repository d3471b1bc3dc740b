/** A rendered page as the SSR service sends it (and may reuse for anonymous visitors). */
export interface CachedPage {
  status: number;
  body: Buffer;
  setCookie: string | null;
  shareable: boolean;
}

const MAX_PAGES = 500;

/**
 * A micro-cache of anonymous pages: keyed by URL and the versions that rendered them, so a registry
 * change is a different key at once (never served stale past the registry's own re-read).
 */
export class PageCache {
  private readonly pages = new Map<string, { page: CachedPage; until: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const hit = this.pages.get(key);
    if (!hit) return undefined;
    if (hit.until < now) {
      this.pages.delete(key);
      return undefined;
    }
    return hit.page;
  }

  set(key: string, page: CachedPage, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    this.pages.delete(key);
    this.pages.set(key, { page, until: now + this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
  }
}
