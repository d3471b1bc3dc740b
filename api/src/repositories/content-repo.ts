import type { Pool } from 'pg';
import { toPrefixTsQuery } from '../lib/text';

const POST_COLUMNS = `p.id, p.title, p.slug, p.summary, p.thumbnail, p.author, p.views, p.published_at,
  json_build_object('id', pc.id, 'name', pc.name, 'slug', pc.slug) AS category,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) ORDER BY t.name)
            FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id), '[]'::json) AS tags`;

export interface PostQuery {
  page: number;
  page_size: number;
  q?: string;
  sort?: 'default' | 'title' | 'content' | 'date';
  category?: string;
  tag?: string;
}

/** News posts (full-text search), post categories, tags. */
export class ContentRepository {
  constructor(private readonly db: Pool) {}

  /**
   * SPEC §3 sort orders: default = relevance (ts_rank over title A, summary B, content C; newest without q),
   * title = A→Z, content = matches in the body first, date = newest first.
   */
  async posts(q: PostQuery) {
    const params: unknown[] = [];
    const p = (v: unknown) => `$${params.push(v)}`;
    const where: string[] = ['p.published_at <= now()'];
    let ts: string | null = null;
    if (q.q !== undefined && q.q.trim() !== '') {
      const query = toPrefixTsQuery(q.q);
      if (!query) return { items: [], page: q.page, page_size: q.page_size, total: 0 };
      ts = `to_tsquery('simple', ${p(query)})`;
      where.push(`p.search @@ ${ts}`);
    }
    if (q.category) where.push(`(pc.slug = ${p(q.category)} OR pc.parent_id = (SELECT id FROM post_categories WHERE slug = $${params.length}))`);
    if (q.tag) where.push(`EXISTS (SELECT 1 FROM post_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.post_id = p.id AND t.slug = ${p(q.tag)})`);
    const order = {
      default: ts ? `ts_rank(p.search, ${ts}) DESC, p.published_at DESC` : 'p.published_at DESC',
      title: 'p.title ASC',
      content: ts
        ? `ts_rank(setweight(to_tsvector('simple', vn_unaccent(p.content)), 'C'), ${ts}) DESC, p.published_at DESC`
        : 'length(p.content) DESC',
      date: 'p.published_at DESC',
    }[q.sort ?? 'default'];
    const { rows } = await this.db.query(
      `SELECT ${POST_COLUMNS}, count(*) OVER () AS total_count
       FROM posts p JOIN post_categories pc ON pc.id = p.category_id
       WHERE ${where.join(' AND ')} ORDER BY ${order}, p.id DESC LIMIT ${p(q.page_size)} OFFSET ${p((q.page - 1) * q.page_size)}`,
      params,
    );
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { items: rows, page: q.page, page_size: q.page_size, total };
  }

  async post(ref: { id?: number; slug?: string }) {
    const { rows } = await this.db.query(
      `UPDATE posts p SET views = views + 1 FROM post_categories pc
       WHERE pc.id = p.category_id AND (p.id = $1 OR p.slug = $2)
       RETURNING ${POST_COLUMNS}, p.content,
         coalesce((SELECT json_agg(json_build_object('id', r.id, 'title', r.title, 'slug', r.slug, 'thumbnail', r.thumbnail) ORDER BY r.published_at DESC)
                   FROM (SELECT * FROM posts r WHERE r.category_id = p.category_id AND r.id <> p.id ORDER BY r.published_at DESC LIMIT 4) r), '[]'::json) AS related`,
      [ref.id ?? null, ref.slug ?? null],
    );
    return rows[0] ?? null;
  }

  async postCategories() {
    const { rows } = await this.db.query('SELECT id, parent_id, name, slug, idx AS index FROM post_categories ORDER BY idx, id');
    return rows;
  }

  async tags(slug?: string) {
    const { rows } = await this.db.query(
      `SELECT t.id, t.name, t.slug, (SELECT count(*) FROM post_tags pt WHERE pt.tag_id = t.id)::int AS post_count
       FROM tags t WHERE ($1::text IS NULL OR t.slug = $1) ORDER BY t.name`,
      [slug ?? null],
    );
    return rows;
  }
}
