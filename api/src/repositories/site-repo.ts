import type { Pool } from 'pg';
import { TtlCache } from '../lib/ttl-cache';
import { buildTree } from './tree';

/** What the site reads when nothing is stored: recognition off, no analytics, videos by their stored path. */
export const DEFAULT_PUBLIC_SETTINGS = {
  disabledRecognition: 1,
  recognitionServiceId: '',
  plausibleUrl: '',
  plausibleDomain: '',
  video: { head: '', after: '' },
  COLOR_BANNER_HOME: '#0b5394',
};

/** Site furniture: banners, price ranges, menus, redirects, public settings, content pages. */
export class SiteRepository {
  private settingsCache: { value: unknown; at: number } | null = null;

  private readonly cache = new TtlCache<unknown>(10_000);

  constructor(private readonly db: Pool) {}

  banners(placement: number | undefined) {
    return this.cache.get(`banners:${placement ?? ''}`, () => this.bannersFromDb(placement)) as ReturnType<SiteRepository['bannersFromDb']>;
  }

  private async bannersFromDb(placement: number | undefined) {
    const { rows } = await this.db.query(
      `SELECT id, title, image, width, height, link, placement, color, idx AS index FROM banners
       WHERE active AND ($1::int IS NULL OR placement = $1) ORDER BY placement, idx`,
      [placement ?? null],
    );
    return rows;
  }

  async priceRanges() {
    const { rows } = await this.db.query('SELECT id, label, min, max FROM price_ranges ORDER BY idx');
    return rows;
  }

  async navigation(menu: string | undefined) {
    const { rows } = await this.db.query(
      `SELECT id, parent_id, idx AS index, title, link, menu FROM navigation WHERE ($1::text IS NULL OR menu = $1) ORDER BY menu, idx`,
      [menu ?? null],
    );
    return buildTree(rows);
  }

  async redirect(path: string) {
    const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const { rows } = await this.db.query('SELECT target AS "to", type, code FROM redirects WHERE path = $1', [normalized]);
    return rows[0] ?? null;
  }

  /** Public settings, cached for 30 s (read on every page load). */
  async publicSettings(): Promise<unknown> {
    if (this.settingsCache && Date.now() - this.settingsCache.at < 30_000) return this.settingsCache.value;
    const { rows } = await this.db.query(`SELECT value FROM settings WHERE key = 'public'`);
    // an empty database (production without SEED_CONTENT) or a partial row still answers every field
    const stored = (rows[0]?.value ?? {}) as Record<string, unknown>;
    const value = { ...DEFAULT_PUBLIC_SETTINGS, ...stored, video: { ...DEFAULT_PUBLIC_SETTINGS.video, ...(stored.video as object | undefined) } };
    this.settingsCache = { value, at: Date.now() };
    return value;
  }

  /** A content page by type and slug, or by slug alone (first match, typed pages first). */
  async page(slug: string, type?: string) {
    const { rows } = await this.db.query(
      `SELECT id, type, slug, title, content, meta_description, meta_keywords, data FROM pages
       WHERE slug = $1 AND ($2::text IS NULL OR type = $2) ORDER BY (type = 'page'), id LIMIT 1`,
      [slug, type ?? null],
    );
    return rows[0] ?? null;
  }

  async pagesOfType(type: string) {
    const { rows } = await this.db.query('SELECT id, type, slug, title, meta_description FROM pages WHERE type = $1 ORDER BY id', [type]);
    return rows;
  }
}
