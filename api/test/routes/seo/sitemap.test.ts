import pg from 'pg';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call } from '../../helpers/client';

const ORIGIN = 'https://khoahoc.example.vn';
let t: TestApp;
let call: Call;
let db: pg.Client;

beforeAll(async () => {
  t = await createTestApp('seo', { siteOrigin: ORIGIN });
  call = client(t.app);
  db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

async function sitemap(): Promise<{ status: number; type: string; body: string; urls: Map<string, string> }> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  const urls = new Map([...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1]!, m[2]!]));
  return { status: res.statusCode, type: String(res.headers['content-type']), body: res.body, urls };
}

describe('sitemap.xml', () => {
  it('is a sitemaps.org urlset of absolute URLs under the site origin, each with a W3C lastmod', async () => {
    const { status, type, body, urls } = await sitemap();
    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(body.match(/<url>/g)?.length).toBe(urls.size);
    expect(urls.size).toBeGreaterThan(50);
    for (const [loc, lastmod] of urls) {
      expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
    }
  });

  it('lists every kind of public page the site renders', async () => {
    const { urls } = await sitemap();
    const paths = [...urls.keys()].map((u) => decodeURIComponent(u.slice(ORIGIN.length)));
    for (const expected of [
      '/', '/khoa-hoc', '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013', '/danh-muc/luyen-thi-thpt-quoc-gia', '/giang-vien-hidden/pham-quang-minh',
      '/tin-tuc', '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y', '/danh-muc-tin-tuc/tuyen-sinh', '/hashtag/ielts',
      '/ho-tro-khach-hang', '/ho-tro-khach-hang/toi-quen-mat-khau-thi-phai-lam-sao', '/giai-phap', '/giai-phap/truong-hoc-so',
      '/giai-phap/truong-hoc-so/lop-hoc-truc-tuyen', '/cong-thi', '/gioi-thieu', '/lien-he', '/dieu-khoan-su-dung', '/home-study', '/home-study/tieng-anh-tai-nha',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('lists nothing private, and no page that would answer 404', async () => {
    const { urls } = await sitemap();
    const paths = [...urls.keys()].map((u) => u.slice(ORIGIN.length));
    for (const p of paths) expect(p).not.toMatch(/^\/(tai-khoan|gio-hang|vao-hoc|dang-nhap|dang-ky|mycourse|m\/|home-study\/station)/);
    // One URL of each kind, asked the way its page asks the API: all exist.
    const course = paths.find((p) => p.startsWith('/khoa-hoc/'))!.slice('/khoa-hoc/'.length);
    expect((await call('GET', '/api/user/course/details.json', undefined, { query: { alias: course } })).statusCode).toBe(200);
    const post = paths.find((p) => p.startsWith('/tin-tuc/'))!.slice('/tin-tuc/'.length);
    expect((await call('GET', '/api/user/post/details.json', undefined, { query: { slug: post } })).statusCode).toBe(200);
    const support = paths.find((p) => p.startsWith('/ho-tro-khach-hang/'))!.slice('/ho-tro-khach-hang/'.length);
    expect((await call('GET', '/api/user/support/details.json', undefined, { query: { slug: support } })).statusCode).toBe(200);
  });

  it('follows the database: an unpublished course disappears, a course creation date is its lastmod', async () => {
    const loc = `${ORIGIN}/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013`;
    await db.query(`UPDATE courses SET created_at = '2025-01-02T03:04:05Z' WHERE alias_code = 'c0013'`);
    expect((await sitemap()).urls.get(loc)).toBe('2025-01-02T03:04:05.000Z');
    await db.query(`UPDATE courses SET published = false WHERE alias_code = 'c0013'`);
    try {
      expect((await sitemap()).urls.has(loc)).toBe(false);
    } finally {
      await db.query(`UPDATE courses SET published = true WHERE alias_code = 'c0013'`);
    }
  });

  it('escapes what XML must not see raw, and encodes Vietnamese slugs once', async () => {
    await db.query(`INSERT INTO pages (id, type, slug, title) VALUES (9901, 'page', 'hỏi&đáp', 'Hỏi & đáp')`);
    try {
      const { body, urls } = await sitemap();
      expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      expect(urls.has(`${ORIGIN}/${encodeURIComponent('hỏi&đáp')}`)).toBe(true);
    } finally {
      await db.query('DELETE FROM pages WHERE id = 9901');
    }
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /tai-khoan', 'Disallow: /gio-hang', 'Disallow: /api/', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });
});
