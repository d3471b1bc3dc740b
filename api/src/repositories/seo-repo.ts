import type { Pool } from 'pg';

export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/**
 * Single-segment paths the shell routes to a page of their own (shared/src/pages/route-table.ts, where a
 * static segment outranks `/:slug`): a CMS page with one of these slugs never renders at `/{slug}`, and
 * listing it would repeat a list URL or expose a private one. test/routes/seo/sitemap.test.ts reads the
 * route table and fails when a new static route is missing here.
 */
export const ROUTED_SLUGS = [
  'khoa-hoc',
  'tim-kiem',
  'tin-tuc',
  'giai-phap',
  'home-study',
  'ho-tro-khach-hang',
  'lien-he',
  'gioi-thieu',
  'cong-thi',
  '404',
  'tai-khoan',
  'gio-hang',
  'mycourse',
  'm',
  'ops',
  'he-thong-thiet-ke',
  'callback',
  'dang-nhap',
  'dang-ky',
  'register-otp',
  'quen-mat-khau',
  'quen-mat-khau-step-2',
  'doi-mat-khau',
  'kiem-tra-email',
  'kiem-tra-sdt',
  'verified',
  'verify-change-email',
];

/**
 * Every public page the site renders, with when it last changed. Only URLs that answer 200:
 * - slugs pass the rule the pages and the API apply before asking (ASCII letters, digits, '-', '_');
 *   anything else is a 404 page, so it is left out rather than listed;
 * - live entities only: published courses; posts already published (scheduled ones 404 from the list);
 *   teachers, categories and hashtags that have some (a teacher without courses is a 404 page);
 * - pages the shell routes elsewhere (ROUTED_SLUGS) and paths that redirect are left out.
 * Lists take the newest change of what they list. A fixed page with nothing behind it yet (an empty
 * catalogue, no CMS row) still renders: its lastmod is then when the site's schema last changed.
 * This query holds every page but the courses' and the posts' own (those grow with the data: BUCKETS below).
 * Courses are never scanned here: a category's and a teacher's newest published course is one backward step in
 * an index (migration 019), whatever the catalogue's size; a list with none is left out (lastmod NULL).
 */
const SITE_SQL = `
WITH category_newest AS (
       SELECT cat.id, (SELECT max(c.updated_at) FROM courses c WHERE c.category_id = cat.id AND c.published) AS lastmod FROM categories cat),
     teacher_newest AS (
       SELECT t.slug, (SELECT max(c.updated_at) FROM courses c WHERE c.teacher_id = t.id AND c.published) AS lastmod FROM teachers t),
     live_posts AS (SELECT id, category_id, slug, published_at FROM posts WHERE published_at <= now()),
     ok_pages AS (SELECT type, slug, updated_at FROM pages WHERE slug ~ '^[A-Za-z0-9_-]{1,200}(/[A-Za-z0-9_-]{1,200})*$'),
     newest AS (
       SELECT (SELECT max(lastmod) FROM category_newest) AS course,
              (SELECT max(published_at) FROM live_posts) AS post,
              (SELECT max(updated_at) FROM support_articles) AS support,
              (SELECT max(updated_at) FROM pages) AS page,
              (SELECT max(applied_at) FROM schema_migrations) AS site)
SELECT path, lastmod FROM (
  SELECT '/' AS path, coalesce(greatest(n.course, n.post, n.page), n.site) AS lastmod, 0 AS kind, '' AS sort FROM newest n
  UNION ALL SELECT '/khoa-hoc', coalesce(n.course, n.site), 1, '' FROM newest n
  UNION ALL
    SELECT '/danh-muc/' || cat.slug, max(n.lastmod), 3, cat.slug
    FROM categories cat JOIN categories sub ON sub.path LIKE cat.path || '%' JOIN category_newest n ON n.id = sub.id
    WHERE cat.slug ~ '^[A-Za-z0-9_-]{1,200}$' GROUP BY cat.slug
  UNION ALL
    SELECT '/giang-vien-hidden/' || t.slug, t.lastmod, 4, t.slug FROM teacher_newest t WHERE t.slug ~ '^[A-Za-z0-9_-]{1,200}$'
  UNION ALL SELECT '/tin-tuc', coalesce(n.post, n.site), 5, '' FROM newest n
  UNION ALL
    SELECT '/danh-muc-tin-tuc/' || pc.slug, max(p.published_at), 7, pc.slug
    FROM post_categories pc JOIN post_categories sub ON sub.id = pc.id OR sub.parent_id = pc.id JOIN live_posts p ON p.category_id = sub.id
    WHERE pc.slug ~ '^[A-Za-z0-9_-]{1,200}$' GROUP BY pc.slug
  UNION ALL
    SELECT '/hashtag/' || t.slug, max(p.published_at), 8, t.slug
    FROM tags t JOIN post_tags pt ON pt.tag_id = t.id JOIN live_posts p ON p.id = pt.post_id
    WHERE t.slug ~ '^[A-Za-z0-9_-]{1,200}$' GROUP BY t.slug
  UNION ALL SELECT '/ho-tro-khach-hang', coalesce(n.support, n.site), 9, '' FROM newest n
  UNION ALL SELECT '/ho-tro-khach-hang/' || s.slug, s.updated_at, 10, s.slug FROM support_articles s WHERE s.slug ~ '^[A-Za-z0-9_-]{1,200}$'
  UNION ALL
    SELECT '/giai-phap', coalesce((SELECT max(updated_at) FROM ok_pages WHERE type = 'solution' OR slug = 'giai-phap'), n.site), 11, ''
    FROM newest n
  UNION ALL SELECT '/giai-phap/' || pg.slug, pg.updated_at, 12, pg.slug FROM ok_pages pg WHERE pg.type = 'solution'
  UNION ALL SELECT '/home-study', coalesce((SELECT max(updated_at) FROM ok_pages WHERE type = 'home_study'), n.site), 13, '' FROM newest n
  UNION ALL SELECT '/home-study/' || pg.slug, pg.updated_at, 14, pg.slug FROM ok_pages pg WHERE pg.type = 'home_study' AND pg.slug !~ '/' AND pg.slug <> 'station'
  UNION ALL
    SELECT '/' || f.slug, coalesce((SELECT max(updated_at) FROM ok_pages WHERE slug = f.slug), n.site), 15, f.slug
    FROM newest n, unnest(ARRAY['cong-thi', 'gioi-thieu', 'lien-he']) AS f(slug)
  UNION ALL
    SELECT '/' || pg.slug, max(pg.updated_at), 16, pg.slug FROM ok_pages pg
    WHERE pg.type NOT IN ('solution', 'home_study') AND pg.slug !~ '/' AND pg.slug <> ALL ($1::text[])
    GROUP BY pg.slug
) urls
WHERE lastmod IS NOT NULL AND path NOT IN (SELECT path FROM redirects)
ORDER BY kind, sort`;

/**
 * A course's page renders only for an alias-code the router accepts (the rule the pages apply): tested here, on the
 * rows the file's covering index gives (migration 019), not by a regular expression in SQL on every row.
 */
const LIVE_COURSE_SLUG = /^[^\s/\\?#]+-[^-\s/\\?#]+$/;
const liveCourse = (e: SitemapEntry) => e.path.length <= '/khoa-hoc/'.length + 300 && LIVE_COURSE_SLUG.test(e.path.slice('/khoa-hoc/'.length));

/**
 * The pages that grow with the data, one sitemap file per range of ids ("bucket" b: ids b·n … b·n + n − 1, so a
 * file never holds more than n URLs, and a page stays in the same file as the catalogue grows). Each file is one
 * primary-key range scan; the index lists the buckets that have rows.
 */
export const BUCKETS = {
  courses: {
    urls: `SELECT '/khoa-hoc/' || alias || '-' || alias_code AS path, updated_at AS lastmod FROM courses
           WHERE id >= $1 AND id < $2 AND published ORDER BY id`,
    index: 'SELECT id / $1 AS bucket, max(updated_at) AS lastmod FROM courses WHERE published GROUP BY 1 ORDER BY 1',
  },
  posts: {
    urls: `SELECT '/tin-tuc/' || slug AS path, published_at AS lastmod FROM posts
           WHERE id >= $1 AND id < $2 AND published_at <= now() AND slug ~ '^[A-Za-z0-9_-]{1,200}$' ORDER BY id`,
    index: 'SELECT id / $1 AS bucket, max(published_at) AS lastmod FROM posts WHERE published_at <= now() GROUP BY 1 ORDER BY 1',
  },
} as const;
export type BucketKind = keyof typeof BUCKETS;

/**
 * URLs per sitemap file, and the id range of one file of course URLs (migration 019's index expression): a tenth
 * of the protocol's 50,000, so a file (~750 KB) is built in well under 50 ms and a crawler fetches it quickly; a
 * million courses make ~200 files, the index allows 50,000.
 */
export const URLS_PER_FILE = 5_000;

/**
 * The course files of the index at URLS_PER_FILE: the non-empty ranges found by skipping from one to the next and
 * each one's newest change, two steps in migration 019's index per file (the GROUP BY above reads every course).
 */
const COURSE_FILES_SQL = `
WITH RECURSIVE b AS (
  SELECT min(id / ${URLS_PER_FILE}) AS bucket FROM courses WHERE published
  UNION ALL
  SELECT (SELECT min(id / ${URLS_PER_FILE}) FROM courses WHERE published AND id / ${URLS_PER_FILE} > b.bucket) FROM b WHERE b.bucket IS NOT NULL)
SELECT bucket, (SELECT max(updated_at) FROM courses WHERE published AND id / ${URLS_PER_FILE} = b.bucket) AS lastmod
FROM b WHERE bucket IS NOT NULL ORDER BY bucket`;

export interface SitemapFile {
  /** 'pages-1', 'courses-0', 'posts-3': /sitemap-{name}.xml */
  name: string;
  lastmod: Date;
}

const newest = (entries: SitemapEntry[]) => new Date(Math.max(...entries.map((e) => new Date(e.lastmod).getTime())));

export class SeoRepository {
  /** URLs per sitemap file (tests set a few to see files split). */
  urlsPerFile = URLS_PER_FILE;

  constructor(private readonly db: Pool) {}

  /** Every page that is not a course's or a post's own, in a stable order (lists first). */
  async sitePages(): Promise<SitemapEntry[]> {
    const { rows } = await this.db.query<SitemapEntry>(SITE_SQL, [ROUTED_SLUGS]);
    return rows;
  }

  /** The pages of bucket b of courses or posts (ids b·n … b·n + n − 1), redirected paths left out. */
  async bucket(kind: BucketKind, b: number): Promise<SitemapEntry[]> {
    const n = this.urlsPerFile;
    const { rows } = await this.db.query<SitemapEntry>(
      `SELECT path, lastmod FROM (${BUCKETS[kind].urls}) u WHERE path NOT IN (SELECT path FROM redirects)`,
      [b * n, (b + 1) * n],
    );
    return kind === 'courses' ? rows.filter(liveCourse) : rows;
  }

  /** The sitemap index: the site pages in chunks of n, then every bucket of courses and of posts that has rows. */
  async files(): Promise<SitemapFile[]> {
    const perFile = this.urlsPerFile;
    const site = await this.sitePages();
    const files: SitemapFile[] = [];
    for (let i = 0; i * perFile < site.length; i += 1)
      files.push({ name: `pages-${i + 1}`, lastmod: newest(site.slice(i * perFile, (i + 1) * perFile)) });
    for (const kind of Object.keys(BUCKETS) as BucketKind[]) {
      const { rows } =
        kind === 'courses' && perFile === URLS_PER_FILE
          ? await this.db.query<{ bucket: number; lastmod: Date }>(COURSE_FILES_SQL)
          : await this.db.query<{ bucket: number; lastmod: Date }>(BUCKETS[kind].index, [perFile]);
      for (const r of rows) files.push({ name: `${kind}-${r.bucket}`, lastmod: r.lastmod });
    }
    return files;
  }
}
