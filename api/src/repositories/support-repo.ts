import type { Pool } from 'pg';
import { toPrefixTsQuery } from '../lib/text';

/** Support articles (search, like), support requests, notifications. */
export class SupportRepository {
  constructor(private readonly db: Pool) {}

  async articles(q: { page: number; page_size: number; q?: string; category?: string }) {
    const searching = q.q !== undefined && q.q.trim() !== '';
    const ts = searching ? toPrefixTsQuery(q.q!) : null;
    if (searching && !ts) return { items: [], page: q.page, page_size: q.page_size, total: 0 };
    const { rows } = await this.db.query(
      `SELECT id, category, title, slug, likes, dislikes, count(*) OVER () AS total_count FROM support_articles
       WHERE ($1::text IS NULL OR search @@ to_tsquery('simple', $1)) AND ($2::text IS NULL OR category = $2)
       ORDER BY ${ts ? "ts_rank(search, to_tsquery('simple', $1)) DESC," : ''} category, idx LIMIT $3 OFFSET $4`,
      [ts, q.category ?? null, q.page_size, (q.page - 1) * q.page_size],
    );
    const total = rows[0]?.total_count ?? 0;
    for (const r of rows) delete r.total_count;
    return { items: rows, page: q.page, page_size: q.page_size, total };
  }

  async article(ref: { id?: number; slug?: string }, voter: string | null) {
    const { rows } = await this.db.query(
      `SELECT a.id, a.category, a.title, a.slug, a.content, a.likes, a.dislikes,
         (SELECT liked FROM support_votes v WHERE v.article_id = a.id AND v.voter = $3) AS my_vote
       FROM support_articles a WHERE a.id = $1 OR a.slug = $2`,
      [ref.id ?? null, ref.slug ?? null, voter],
    );
    return rows[0] ?? null;
  }

  /** One vote per voter (user or IP); changing it moves the counters. Null when the article is unknown. */
  async vote(articleId: number, voter: string, liked: boolean) {
    const { rows } = await this.db.query(
      `WITH old AS (SELECT liked FROM support_votes WHERE article_id = $1 AND voter = $2),
            up AS (INSERT INTO support_votes (article_id, voter, liked) SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM support_articles WHERE id = $1)
                   ON CONFLICT (article_id, voter) DO UPDATE SET liked = EXCLUDED.liked RETURNING liked)
       UPDATE support_articles SET
         likes = likes + (CASE WHEN $3 THEN 1 ELSE 0 END) - (CASE WHEN (SELECT liked FROM old) IS TRUE THEN 1 ELSE 0 END),
         dislikes = dislikes + (CASE WHEN $3 THEN 0 ELSE 1 END) - (CASE WHEN (SELECT liked FROM old) IS FALSE THEN 1 ELSE 0 END)
       WHERE id = $1 RETURNING id, likes, dislikes`,
      [articleId, voter, liked],
    );
    return rows[0] ? { ...rows[0], my_vote: liked } : null;
  }

  async request(userId: number | null, b: { full_name: string; email?: string; phone?: string; subject?: string; message: string }) {
    const { rows } = await this.db.query(
      `INSERT INTO support_requests (user_id, full_name, email, phone, subject, message) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id, created_at`,
      [userId, b.full_name, b.email ?? null, b.phone ?? null, b.subject ?? '', b.message],
    );
    return rows[0];
  }

  async notifications(userId: number, page: number, pageSize: number, unreadOnly: boolean) {
    const { rows } = await this.db.query(
      `SELECT id, slug, title, summary, link, read_at, created_at, count(*) OVER () AS total_count,
         (SELECT count(*) FROM notifications u WHERE u.user_id = $1 AND u.read_at IS NULL)::int AS unread_count
       FROM notifications WHERE user_id = $1 AND (NOT $4 OR read_at IS NULL)
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, pageSize, (page - 1) * pageSize, unreadOnly],
    );
    const total = rows[0]?.total_count ?? 0;
    let unread = rows[0]?.unread_count;
    if (unread === undefined) {
      unread = (await this.db.query('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId])).rows[0].n;
    }
    for (const r of rows) {
      delete r.total_count;
      delete r.unread_count;
    }
    return { items: rows, page, page_size: pageSize, total, unread_count: unread };
  }

  /** The user's notification (marked read); null when unknown or someone else's. */
  async notification(userId: number, ref: { id?: number; slug?: string }) {
    const { rows } = await this.db.query(
      `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE user_id = $1 AND (id = $2 OR slug = $3)
       RETURNING id, slug, title, summary, content, link, read_at, created_at`,
      [userId, ref.id ?? null, ref.slug ?? null],
    );
    return rows[0] ?? null;
  }

  async markRead(userId: number, ids: number[] | null): Promise<number> {
    const { rowCount } = await this.db.query(
      'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[]))',
      [userId, ids],
    );
    return rowCount ?? 0;
  }

  async notify(userId: number, slug: string, title: string, summary: string, link: string | null): Promise<void> {
    await this.db.query(
      `INSERT INTO notifications (user_id, slug, title, summary, content, link) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, slug) DO NOTHING`,
      [userId, slug, title, summary, `<p>${summary}</p>`, link],
    );
  }
}
