import type { Pool } from 'pg';

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * Every public page the site renders, with when it last changed, in one query. Lists and categories
 * change when what they list changes; only entities the site would render are listed (published
 * courses, teachers and categories that have some, tags that have posts).
 */
const SITEMAP_SQL = `
WITH live_courses AS (SELECT * FROM courses WHERE published),
     newest AS (
       SELECT (SELECT max(created_at) FROM live_courses) AS course,
              (SELECT max(published_at) FROM posts) AS post,
              (SELECT max(updated_at) FROM support_articles) AS support,
              (SELECT max(updated_at) FROM pages) AS page)
SELECT path, lastmod FROM (
  SELECT '/' AS path, greatest(n.course, n.post, n.page) AS lastmod, 0 AS kind, '' AS sort FROM newest n
  UNION ALL SELECT '/khoa-hoc', n.course, 1, '' FROM newest n
  UNION ALL SELECT '/khoa-hoc/' || c.alias || '-' || c.alias_code, c.created_at, 2, c.alias_code FROM live_courses c
  UNION ALL
    SELECT '/danh-muc/' || cat.slug, max(c.created_at), 3, cat.slug
    FROM categories cat JOIN categories sub ON sub.path LIKE cat.path || '%' JOIN live_courses c ON c.category_id = sub.id
    GROUP BY cat.slug
  UNION ALL
    SELECT '/giang-vien-hidden/' || t.slug, max(c.created_at), 4, t.slug
    FROM teachers t JOIN live_courses c ON c.teacher_id = t.id GROUP BY t.slug
  UNION ALL SELECT '/tin-tuc', n.post, 5, '' FROM newest n
  UNION ALL SELECT '/tin-tuc/' || p.slug, p.published_at, 6, p.slug FROM posts p
  UNION ALL
    SELECT '/danh-muc-tin-tuc/' || pc.slug, max(p.published_at), 7, pc.slug
    FROM post_categories pc JOIN post_categories sub ON sub.id = pc.id OR sub.parent_id = pc.id JOIN posts p ON p.category_id = sub.id
    GROUP BY pc.slug
  UNION ALL
    SELECT '/hashtag/' || t.slug, max(p.published_at), 8, t.slug
    FROM tags t JOIN post_tags pt ON pt.tag_id = t.id JOIN posts p ON p.id = pt.post_id GROUP BY t.slug
  UNION ALL SELECT '/ho-tro-khach-hang', n.support, 9, '' FROM newest n
  UNION ALL SELECT '/ho-tro-khach-hang/' || s.slug, s.updated_at, 10, s.slug FROM support_articles s
  UNION ALL SELECT '/giai-phap', (SELECT max(updated_at) FROM pages WHERE type = 'solution'), 11, '' FROM newest n
  UNION ALL SELECT '/giai-phap/' || pg.slug, pg.updated_at, 12, pg.slug FROM pages pg WHERE pg.type = 'solution'
  UNION ALL SELECT '/home-study', (SELECT max(updated_at) FROM pages WHERE type = 'home_study'), 13, '' FROM newest n
  UNION ALL SELECT '/home-study/' || pg.slug, pg.updated_at, 14, pg.slug FROM pages pg WHERE pg.type = 'home_study' AND pg.slug <> 'station'
  UNION ALL
    SELECT '/' || pg.slug, max(pg.updated_at), 15, pg.slug FROM pages pg
    WHERE pg.type NOT IN ('solution', 'home_study') AND pg.slug !~ '/'
    GROUP BY pg.slug
) urls
WHERE lastmod IS NOT NULL
ORDER BY kind, sort`;

export class SeoRepository {
  constructor(private readonly db: Pool) {}

  async sitemap(): Promise<SitemapEntry[]> {
    const { rows } = await this.db.query<SitemapEntry>(SITEMAP_SQL);
    return rows;
  }
}
