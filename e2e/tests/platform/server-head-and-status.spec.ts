import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What a crawler or a link preview reads from the server's answer alone: the HTTP status, the
 * redirects, and the head of each page type (title, canonical, Open Graph, Twitter card, JSON-LD).
 */
const COURSE = '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013';
const POST = '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y';

interface Head {
  title: string | null;
  meta: (key: string) => string | null;
  canonical: string | null;
  jsonLd: Array<Record<string, unknown>>;
}

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const tags = head.match(/<meta [^>]*>/g) ?? [];
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    meta: (key) => {
      const tag = tags.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
      return tag ? attr(tag, 'content') : null;
    },
    canonical: attr(/<link rel="canonical"[^>]*>/.exec(head)?.[0] ?? '', 'href'),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
  };
}

async function headOf(request: APIRequestContext, url: string): Promise<Head> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return readHead(await res.text());
}

const unescape = (s: string | null) => s?.replace(/&amp;/g, '&').replace(/&quot;/g, '"') ?? null;

test.describe('HTTP statuses from the server', () => {
  for (const url of [
    '/trang-khong-co/a/b',
    '/trang-khong-co',
    '/khoa-hoc/khong-ton-tai-c9999',
    '/danh-muc/khong-co',
    '/giang-vien-hidden/khong-co-giang-vien',
    '/tin-tuc/khong-co-bai-nay',
    '/danh-muc-tin-tuc/khong-co',
    '/hashtag/khong-co',
    '/ho-tro-khach-hang/khong-co-bai-nay',
  ]) {
    test(`${url} answers 404 with the 404 page, not a rewrite`, async ({ request }) => {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('Không tìm thấy trang');
      expect(readHead(html).meta('robots')).toBe('noindex');
    });
  }

  test('redirects from the redirect service are answered by the server @smoke', async ({ request }) => {
    const moved = await request.get('/khoa-hoc-cu', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/khoa-hoc');
    const temporary = await request.get('/khuyen-mai', { maxRedirects: 0 });
    expect(temporary.status()).toBe(302);
    expect(temporary.headers()['location']).toBe('/tai-khoan/uu-dai');
    const external = await request.get('/fanpage', { maxRedirects: 0 });
    expect(external.status()).toBe(302);
    expect(external.headers()['location']).toBe('https://www.facebook.com/');
  });

  test('a guarded page sends a signed-out visitor to sign in, but not a crawler (SPEC §6)', async ({ request }) => {
    const res = await request.get('/tai-khoan/don-hang', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/dang-nhap?redirect=%2Ftai-khoan%2Fdon-hang');
    const bot = await request.get('/tai-khoan/don-hang', {
      maxRedirects: 0,
      headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(bot.status()).toBe(200);
    expect(bot.headers()['cache-control']).toBe('private, no-store');
    expect(await bot.text()).not.toContain('Đơn hàng của tôi'); // the private page renders only in the browser
  });

  for (const [url, status] of [
    [`/${'a'.repeat(3000)}`, 414],
    ['/a%00b', 400],
    ['/%E0%A4%A', 400],
    ['/tin-tuc/%C0%AF', 400],
    ['/khoa-hoc/..%2F..%2Fetc%2Fpasswd', 404],
    ['/ho-tro-khach-hang/%2e%2e/%2e%2e/registry-state.json', 404],
  ] as const) {
    test(`a malformed path ${url.slice(0, 40)} answers ${status}, never 500`, async ({ request }) => {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.status()).toBe(status);
    });
  }
});

test.describe('the head of each page type', () => {
  test('home: title, canonical, Open Graph, Twitter card, Organization and WebSite with a search action', async ({ request, baseURL }) => {
    const head = await headOf(request, '/');
    expect(head.title).toBe('Học trực tuyến cùng giáo viên giỏi | KhoaHoc.vn');
    expect(head.canonical).toBe(`${baseURL}/`);
    expect(head.meta('og:locale')).toBe('vi_VN');
    expect(head.meta('og:url')).toBe(`${baseURL}/`);
    expect(head.meta('og:image')).toMatch(/^https?:\/\//);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    const types = head.jsonLd.map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    const site = head.jsonLd[1] as { potentialAction: { target: { urlTemplate: string } } };
    expect(site.potentialAction.target.urlTemplate).toBe(`${baseURL}/tim-kiem/{search_term_string}`);
  });

  test('a course: Course with an offer in VND, the teacher, and its breadcrumb', async ({ request, baseURL }) => {
    const head = await headOf(request, COURSE);
    expect(head.title).toBe('Vật lý 12 – Chinh phục điểm 9+ | KhoaHoc.vn');
    expect(head.canonical).toBe(`${baseURL}${COURSE}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toContain('/uploads/');
    expect(head.meta('description')).toBeTruthy();
    const course = head.jsonLd.find((d) => d['@type'] === 'Course') as Record<string, never>;
    expect(course).toMatchObject({ name: 'Vật lý 12 – Chinh phục điểm 9+', url: `${baseURL}${COURSE}` });
    expect(course['offers']).toMatchObject({ '@type': 'Offer', price: 799000, priceCurrency: 'VND' });
    expect(course['instructor']).toMatchObject({ name: 'Phạm Quang Minh' });
    expect(course['provider']).toMatchObject({ '@type': 'Organization', name: 'KhoaHoc.vn' });
    const crumbs = head.jsonLd.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; position: number }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Trang chủ', 'Khóa học', 'Luyện thi THPT Quốc gia', 'Vật lý 12 – Chinh phục điểm 9+']);
  });

  test('a voted course carries its aggregate rating', async ({ request }) => {
    const login = await request.post('/api/user/login.json', { data: { username: 'hocvien@example.com', password: 'Hocvien@123' } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { Authorization: `Bearer ${token}` };
    const mine = (await (await request.get('/api/user/my_course.json', { headers: auth })).json()) as {
      data: { items: Array<{ id: number; alias: string; alias_code: string }> };
    };
    const owned = mine.data.items[0]!;
    const vote = await request.post('/api/user/course/vote.json', { headers: auth, data: { course_id: owned.id, rate: 4 } });
    expect(vote.ok()).toBe(true);
    const { vote_count: count } = ((await vote.json()) as { data: { vote_count: number } }).data;

    // A query of its own, so the page micro-cache cannot hand back the page from before the vote.
    const head = await headOf(request, `/khoa-hoc/${owned.alias}-${owned.alias_code}?sau-danh-gia=1`);
    const course = head.jsonLd.find((d) => d['@type'] === 'Course') as Record<string, never>;
    expect(course['aggregateRating']).toMatchObject({ '@type': 'AggregateRating', ratingCount: count, bestRating: 5 });
  });

  test('a news post: NewsArticle with its date, and og:type article', async ({ request, baseURL }) => {
    const head = await headOf(request, POST);
    expect(head.title).toBe('Học nhóm trực tuyến: lợi ích và lưu ý | KhoaHoc.vn');
    expect(head.canonical).toBe(`${baseURL}${POST}`);
    expect(head.meta('og:type')).toBe('article');
    const article = head.jsonLd.find((d) => d['@type'] === 'NewsArticle') as Record<string, string>;
    expect(article['headline']).toBe('Học nhóm trực tuyến: lợi ích và lưu ý');
    expect(new Date(article['datePublished']!).getFullYear()).toBeGreaterThan(2000);
    expect(head.jsonLd.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a list: its own title, canonical with its page, and a breadcrumb; tracking parameters are not canonical', async ({ request, baseURL }) => {
    const head = await headOf(request, '/khoa-hoc?page=2&utm_source=zalo');
    expect(head.title).toBe('Khóa học | KhoaHoc.vn');
    expect(unescape(head.canonical)).toBe(`${baseURL}/khoa-hoc?page=2`);
    expect(head.jsonLd.map((d) => d['@type'])).toEqual(['BreadcrumbList']);
  });

  test('anonymous pages may be cached briefly by a shared cache; the answer says so', async ({ request }) => {
    const res = await request.get('/tin-tuc');
    expect(res.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1');
  });
});

test.describe('crawlers', () => {
  test('robots.txt and sitemap.xml come from the database through the edge @smoke', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /tai-khoan');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const index = await sitemap.text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // The index's files come through the edge too (nginx and the local edge proxy /sitemap-*.xml to the API).
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(files).toContain('/sitemap-courses-0.xml');
    const courses = await request.get('/sitemap-courses-0.xml');
    expect(courses.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await courses.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013</loc><lastmod>\\d{4}-`));
  });
});
