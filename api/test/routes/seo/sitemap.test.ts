import fs from 'node:fs';
import path from 'node:path';
import { appForFile } from '../../helpers/test-app';
import { ROUTED_SLUGS, URLS_PER_FILE } from '../../../src/repositories/seo-repo';

const ORIGIN = 'https://khoahoc.example.vn';

const file = appForFile('seo', { siteOrigin: ORIGIN });
const { call } = file;

// The whole document, element by element: text is escaped (only the five XML entities), lastmod is W3C.
const TEXT = '(?:[^<>&]|&(?:amp|lt|gt|quot|apos);)+';
const URL_ENTRY = `<url><loc>${TEXT}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z</lastmod></url>\n`;
const DOCUMENT = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\n<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\n(?:${URL_ENTRY})*</urlset>\n$`,
);
const unescape = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);

const INDEX_ENTRY = `<sitemap><loc>${ORIGIN}/sitemap-[a-z]+-\\d+\\.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(?:\\.\\d+)?Z</lastmod></sitemap>\n`;
const INDEX = new RegExp(
  `^<\\?xml version="1\\.0" encoding="UTF-8"\\?>\n<sitemapindex xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\n(?:${INDEX_ENTRY})+</sitemapindex>\n$`,
);

/** The index and every file it lists, read as a crawler does. */
async function sitemap() {
  const res = await file.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const files = [...res.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(ORIGIN.length));
  const bodies: string[] = [];
  for (const f of files) bodies.push((await file.app.inject({ method: 'GET', url: f })).body);
  const entries = bodies.flatMap((b) => [...b.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)]);
  const urls = new Map(entries.map((m) => [unescape(m[1]!), m[2]!]));
  // Site paths, decoded: what the router matches.
  const paths = [...urls.keys()].map((u) => decodeURIComponent(u.slice(ORIGIN.length)));
  return { res, files, bodies, body: bodies.join(''), count: entries.length, urls, paths };
}

const get = (url: string, query: Record<string, string> = {}) => call('GET', url, undefined, { query });
const answers = async (url: string, query: Record<string, string> = {}) => (await get(url, query)).statusCode === 200;
const hasCourses = async (query: Record<string, string>) => {
  const res = await get('/api/user/course.json', query);
  return res.statusCode === 200 && res.body.data.total > 0;
};
const inTree = (nodes: Array<{ slug: string; childs?: unknown[] }>, slug: string): boolean =>
  nodes.some((n) => n.slug === slug || inTree((n.childs ?? []) as typeof nodes, slug));

/**
 * Does the page at this site path render (not the 404 page)? Asks the API what that page asks
 * (mf-catalogue, mf-content, mf-learning exposes); a path of a kind no page serves is false.
 */
async function renders(sitePath: string): Promise<boolean> {
  const [, first = '', rest = ''] = /^\/([^/]*)\/?(.*)$/.exec(sitePath)!;
  if (!rest) {
    if (first === '') return answers('/api/user/course.json', { section: 'featured' });
    if (first === 'khoa-hoc') return answers('/api/user/course.json');
    if (first === 'tin-tuc') return answers('/api/user/post.json');
    if (first === 'ho-tro-khach-hang') return answers('/api/user/support.json');
    if (first === 'giai-phap') return answers('/restapi/page/getpagedata', { path: '/giai-phap' });
    if (first === 'home-study') return answers('/restapi/page/getpagedata', { type: 'home_study', slug: 'station' });
    // /cong-thi, /gioi-thieu, /lien-he have routes of their own; any other single segment is SinglePage.
    if (ROUTED_SLUGS.includes(first) && !['cong-thi', 'gioi-thieu', 'lien-he'].includes(first)) return false;
    return /^[A-Za-z0-9_-]{1,200}$/.test(first) && answers('/restapi/page/getpagedata', { path: sitePath });
  }
  switch (first) {
    case 'khoa-hoc':
      return answers('/api/user/course/details.json', { alias: rest });
    case 'danh-muc':
      return inTree((await get('/api/user/category.json')).body.data, rest) && hasCourses({ category: rest });
    case 'giang-vien-hidden':
      return hasCourses({ teacher: rest });
    case 'tin-tuc':
      return answers('/api/user/post/details.json', { slug: rest });
    case 'danh-muc-tin-tuc':
      return (await get('/api/user/post/category.json')).body.data.some((c: { slug: string }) => c.slug === rest);
    case 'hashtag':
      return answers('/api/user/tag.json', { slug: rest });
    case 'ho-tro-khach-hang':
      return answers('/api/user/support/details.json', { slug: rest });
    case 'giai-phap':
      return answers('/restapi/page/getpagedata', { path: sitePath });
    case 'home-study':
      return rest !== 'station' && answers('/restapi/page/getpagedata', { type: 'home_study', slug: rest });
    default:
      return false;
  }
}

describe('sitemap.xml', () => {
  it('is a well-formed sitemaps.org urlset of absolute URLs under the site origin, each with a W3C lastmod', async () => {
    const { res, bodies, count, urls } = await sitemap();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toMatch(INDEX);
    for (const body of bodies) expect(body).toMatch(DOCUMENT);
    expect(count).toBe(urls.size); // no URL listed twice
    expect(urls.size).toBeGreaterThan(50);
    for (const [loc, lastmod] of urls) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(new URL(loc).origin).toBe(ORIGIN);
      expect(new Date(lastmod).toISOString()).toBe(lastmod);
    }
  });

  it('lists every kind of public page the site renders, each with its lastmod', async () => {
    const { paths, urls } = await sitemap();
    for (const expected of [
      '/',
      '/khoa-hoc',
      '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013',
      '/danh-muc/luyen-thi-thpt-quoc-gia',
      '/giang-vien-hidden/pham-quang-minh',
      '/tin-tuc',
      '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y',
      '/danh-muc-tin-tuc/tuyen-sinh',
      '/danh-muc-tin-tuc/kinh-nghiem-hoc-tap',
      '/hashtag/ielts',
      '/ho-tro-khach-hang',
      '/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao',
      '/giai-phap',
      '/giai-phap/truong-hoc-so',
      '/giai-phap/truong-hoc-so/lop-hoc-truc-tuyen',
      '/cong-thi',
      '/gioi-thieu',
      '/lien-he',
      '/dieu-khoan-su-dung',
      '/thi-thu-vao-10',
      '/doi-tac',
      '/home-study',
      '/home-study/tieng-anh-tai-nha',
    ]) {
      expect(paths).toContain(expected);
      expect(urls.get(`${ORIGIN}${expected}`)).toMatch(/^\d{4}-/);
    }
  });

  it('lists nothing private, no guarded or sign-in screen and no page of another route', async () => {
    const { paths } = await sitemap();
    for (const p of paths)
      expect(p).not.toMatch(/^\/(tai-khoan|gio-hang|vao-hoc|dang-nhap|dang-ky|callback|mycourse|m|ops|api|tim-kiem)(\/|$)|^\/home-study\/station$/);
  });

  it('lists only URLs whose page renders: each one asked the way its page asks the API', async () => {
    const { paths } = await sitemap();
    const broken: string[] = [];
    for (const p of paths) if (!(await renders(p))) broken.push(p);
    expect(broken).toEqual([]);
    // The oracle itself tells a missing page from a present one.
    expect(await renders('/khoa-hoc/khong-ton-tai-c9999')).toBe(false);
    expect(await renders('/giang-vien-hidden/khong-co-ai')).toBe(false);
    expect(await renders('/trang-khong-co')).toBe(false);
  });

  it('reserves every single-segment path the shell routes elsewhere (so /:slug pages never shadow them)', () => {
    const table = fs.readFileSync(path.join(__dirname, '../../../../shared/src/pages/route-table.ts'), 'utf8');
    const routed = [...table.matchAll(/path: '\/([^/:*']+)(?:\/\*)?'/g)].map((m) => m[1]!);
    expect(routed).toEqual(expect.arrayContaining(['khoa-hoc', 'tai-khoan', 'lien-he']));
    expect(ROUTED_SLUGS).toEqual(expect.arrayContaining(routed));
  });

  it('follows the database: an unpublished course disappears; an edit moves its lastmod, a vote does not', async () => {
    const loc = `${ORIGIN}/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013`;
    await file.db.query(`UPDATE courses SET updated_at = '2025-01-02T03:04:05Z' WHERE alias_code = 'c0013'`);
    expect((await sitemap()).urls.get(loc)).toBe('2025-01-02T03:04:05.000Z');
    await file.db.query(
      `UPDATE courses SET vote_total = vote_total + 5, vote_count = vote_count + 1, popularity = popularity + 1 WHERE alias_code = 'c0013'`,
    );
    expect((await sitemap()).urls.get(loc)).toBe('2025-01-02T03:04:05.000Z');
    await file.db.query(`UPDATE courses SET short_description = short_description || ' (cập nhật)' WHERE alias_code = 'c0013'`);
    expect(Date.parse((await sitemap()).urls.get(loc)!)).toBeGreaterThan(Date.now() - 60_000);
    await file.db.query(`UPDATE courses SET published = false WHERE alias_code = 'c0013'`);
    try {
      expect((await sitemap()).urls.has(loc)).toBe(false);
    } finally {
      await file.db.query(`UPDATE courses SET published = true WHERE alias_code = 'c0013'`);
    }
  });

  it('moves the lastmod of an edited content page or support article, not of a support vote', async () => {
    const page = `${ORIGIN}/dieu-khoan-su-dung`;
    const article = `${ORIGIN}/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao`;
    await file.db.query(`UPDATE pages SET updated_at = '2025-01-02T03:04:05Z' WHERE slug = 'dieu-khoan-su-dung'`);
    await file.db.query(`UPDATE support_articles SET updated_at = '2025-01-02T03:04:05Z' WHERE slug = 'toi-quen-mat-khau-thi-phai-lam-sao'`);
    await file.db.query(`UPDATE support_articles SET likes = likes + 1 WHERE slug = 'toi-quen-mat-khau-thi-phai-lam-sao'`);
    expect((await sitemap()).urls.get(article)).toBe('2025-01-02T03:04:05.000Z');
    await file.db.query(`UPDATE pages SET content = content || '<p>Bổ sung</p>' WHERE slug = 'dieu-khoan-su-dung'`);
    await file.db.query(`UPDATE support_articles SET content = content || '<p>Bổ sung</p>' WHERE slug = 'toi-quen-mat-khau-thi-phai-lam-sao'`);
    const { urls } = await sitemap();
    for (const loc of [page, article]) expect(Date.parse(urls.get(loc)!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives lists the newest lastmod of what they list, and leaves out posts not yet published', async () => {
    await file.db.query(
      `INSERT INTO posts (id, category_id, title, slug, published_at) VALUES (9901, 3, 'Sắp đăng', 'sap-dang', now() + interval '1 day')`,
    );
    await file.db.query(`INSERT INTO post_tags (post_id, tag_id) VALUES (9901, 3)`);
    try {
      const { urls, paths } = await sitemap();
      expect(paths).not.toContain('/tin-tuc/sap-dang');
      const { rows } = await file.db.query(`SELECT max(published_at) AS at FROM posts WHERE published_at <= now()`);
      expect(urls.get(`${ORIGIN}/tin-tuc`)).toBe(rows[0].at.toISOString());
      const postTimes = paths.filter((p) => p.startsWith('/tin-tuc/')).map((p) => urls.get(`${ORIGIN}${p}`)!);
      expect(urls.get(`${ORIGIN}/tin-tuc`)).toBe(postTimes.sort().at(-1));
      for (const list of ['/hashtag/ielts', '/danh-muc-tin-tuc/tuyen-sinh'])
        expect(Date.parse(urls.get(`${ORIGIN}${list}`)!)).toBeLessThanOrEqual(Date.now());
    } finally {
      await file.db.query('DELETE FROM posts WHERE id = 9901');
    }
  });

  it('leaves out pages the site would not render at /{slug}: routed elsewhere, redirected, or a slug no page accepts', async () => {
    await file.db.query(`INSERT INTO pages (id, type, slug, title) VALUES
      (9901, 'page', 'tai-khoan', 'Tài khoản'), (9902, 'page', 'khoa-hoc', 'Khóa học'), (9903, 'page', 'khuyen-mai', 'Khuyến mãi'),
      (9904, 'page', 'hỏi-đáp', 'Hỏi đáp'), (9905, 'page', 'chinh-sach-cookie', 'Chính sách cookie')`);
    try {
      const { paths } = await sitemap();
      expect(paths).not.toContain('/tai-khoan');
      expect(paths.filter((p) => p === '/khoa-hoc')).toHaveLength(1);
      expect(paths).not.toContain('/khuyen-mai'); // a redirect (seed) answers 302, not the page
      expect(paths).not.toContain('/hỏi-đáp'); // SinglePage shows the 404 page for a non-ASCII slug
      expect(paths).toContain('/chinh-sach-cookie');
    } finally {
      await file.db.query('DELETE FROM pages WHERE id >= 9901');
    }
  });

  it('still lists the fixed pages and lists with nothing behind them yet', async () => {
    await file.db.query(`UPDATE pages SET slug = slug || '-tam' WHERE slug IN ('cong-thi', 'lien-he')`);
    try {
      const { paths } = await sitemap();
      expect(paths).toEqual(expect.arrayContaining(['/cong-thi', '/lien-he', '/gioi-thieu']));
    } finally {
      await file.db.query(`UPDATE pages SET slug = left(slug, -4) WHERE slug IN ('cong-thi-tam', 'lien-he-tam')`);
    }
  });

  it('escapes what XML must not see raw, and percent-encodes a course alias once (a stored %41 is not an A)', async () => {
    const { rows } = await file.db.query(`SELECT alias FROM courses WHERE alias_code = 'c0013'`);
    await file.db.query(`UPDATE courses SET alias = 'vat-ly-c&a''s<b>"-%41' WHERE alias_code = 'c0013'`);
    try {
      const { bodies, body, urls, paths } = await sitemap();
      for (const b of bodies) expect(b).toMatch(DOCUMENT);
      expect(body).toContain(`<loc>${ORIGIN}/khoa-hoc/vat-ly-c%26a&apos;s%3Cb%3E%22-%2541-c0013</loc>`);
      expect(urls.has(`${ORIGIN}/khoa-hoc/vat-ly-c%26a's%3Cb%3E%22-%2541-c0013`)).toBe(true);
      expect(paths).toContain(`/khoa-hoc/vat-ly-c&a's<b>"-%41-c0013`);
      expect(await renders(`/khoa-hoc/vat-ly-c&a's<b>"-%41-c0013`)).toBe(true);
    } finally {
      await file.db.query(`UPDATE courses SET alias = $1 WHERE alias_code = 'c0013'`, [rows[0].alias]);
    }
  });
});

describe('sitemap index', () => {
  const split = async (perFile: number) => {
    file.app.repos.seo.urlsPerFile = perFile;
    try {
      return await sitemap();
    } finally {
      file.app.repos.seo.urlsPerFile = URLS_PER_FILE;
    }
  };

  it.each([7, 20, 1000])('with %i URLs per file: no file holds more, the index lists every file, every URL is listed once', async (perFile) => {
    const whole = await split(URLS_PER_FILE);
    const { res, files, bodies, count, urls } = await split(perFile);
    expect(res.body).toMatch(INDEX);
    for (const body of bodies) {
      expect(body).toMatch(DOCUMENT);
      expect(body.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(perFile);
    }
    expect(new Set(files).size).toBe(files.length);
    expect(count).toBe(urls.size);
    expect([...urls.keys()].sort()).toEqual([...whole.urls.keys()].sort());
    if (perFile < 20) expect(files.filter((f) => f.startsWith('/sitemap-courses-')).length).toBeGreaterThan(3);
  });

  it('gives each file the newest lastmod of its URLs, and answers 404 for a file it does not list', async () => {
    file.app.repos.seo.urlsPerFile = 10;
    try {
      const index = (await file.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
      for (const [, loc, lastmod] of index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)) {
        const body = (await file.app.inject({ method: 'GET', url: loc!.slice(ORIGIN.length) })).body;
        const times = [...body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!).sort();
        if (!loc!.includes('-posts-')) expect(times.at(-1)).toBe(lastmod);
      }
      for (const missing of ['/sitemap-pages-99.xml', '/sitemap-pages-0.xml', '/sitemap-other-1.xml', '/sitemap-courses-x.xml']) {
        expect((await file.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
      }
    } finally {
      file.app.repos.seo.urlsPerFile = URLS_PER_FILE;
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas, and names the sitemap', async () => {
    const res = await file.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /tai-khoan',
        'Disallow: /gio-hang',
        'Disallow: /vao-hoc',
        'Disallow: /api/',
        'Disallow: /m/',
        'Disallow: /dang-nhap',
        'Disallow: /dang-ky',
        'Disallow: /callback',
        'Disallow: /ops/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
  });
});
