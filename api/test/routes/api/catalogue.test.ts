import { appForFile } from '../../helpers/test-app';
import { login, registerUser } from '../../helpers/users';

const file = appForFile('catalogue');
const { call } = file;

type Course = {
  id: number;
  name: string;
  price_new: number;
  type: string;
  flatform_type: string;
  total_child: number;
  pods: Array<{ cycle: number }>;
  category_id: number;
};
const list = async (query: Record<string, string | number> = {}) =>
  (await call('GET', '/api/user/course.json', undefined, { query })).body.data as { items: Course[]; total: number; page: number; page_size: number };

describe('course list', () => {
  it('has a rich demo catalogue: ≥ 60 courses, every type and platform, free courses and pods', async () => {
    const first = await call('GET', '/api/user/course.json', undefined, { query: { page_size: 48 } });
    if (first.statusCode !== 200) throw new Error(JSON.stringify(first.body));
    const all = await list({ page_size: 48 });
    expect(all.total).toBeGreaterThanOrEqual(60);
    const page2 = await list({ page_size: 48, page: 2 });
    const items = [...all.items, ...page2.items];
    expect(new Set(items.map((c) => c.type))).toEqual(new Set(['retail', 'no_retail', 'api', 'combo']));
    expect(new Set(items.map((c) => c.flatform_type))).toEqual(new Set(['flatform_app', 'flatform_web', 'flatform_web_app', 'platform_cross', '']));
    expect(items.filter((c) => c.price_new === 0).length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.flatMap((c) => c.pods.map((p) => p.cycle))).size).toBeGreaterThanOrEqual(8);
    expect(items.filter((c) => c.type === 'combo').every((c) => c.total_child > 0)).toBe(true);
    expect(new Set(items.map((c) => c.category_id)).size).toBeGreaterThanOrEqual(8);
  });

  it('paginates with a default of 12 and a maximum of 48', async () => {
    const d = await list();
    expect(d).toMatchObject({ page: 1, page_size: 12 });
    expect(d.items).toHaveLength(12);
    expect((await call('GET', '/api/user/course.json', undefined, { query: { page_size: 49 } })).statusCode).toBe(400);
    const far = await list({ page: 50 });
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThanOrEqual(60);
  });

  it('filters by category (with sub-categories), subject, teacher, price range, platform and section', async () => {
    const lang = await list({ category: 'ngoai-ngu', page_size: 48 });
    expect(lang.total).toBeGreaterThan(5);
    expect(lang.items.every((c) => [4, 16, 17, 18].includes(c.category_id))).toBe(true);
    expect((await list({ subject: 'python' })).items.every((c) => /Python|Scratch/.test(c.name))).toBe(true);
    const free = await list({ price_range: 1, page_size: 48 });
    expect(free.items.every((c) => c.price_new === 0)).toBe(true);
    expect((await list({ section: 'free', page_size: 48 })).total).toBe(free.total);
    expect((await list({ flatform_type: 'flatform_app', page_size: 48 })).items.every((c) => c.flatform_type === 'flatform_app')).toBe(true);
    expect((await list({ teacher: 'bui-anh-tuan', page_size: 48 })).items.map((c) => c.id).sort((a, b) => a - b)).toEqual([26, 27, 28, 29, 62]);
    expect((await list({ ids: '3,1,2' })).items.map((c) => c.id).sort()).toEqual([1, 2, 3]);
    expect((await list({ category: 'khong-co' })).total).toBe(0);
  });

  it('sorts by price and newest', async () => {
    const asc = (await list({ sort: 'price_asc', page_size: 48 })).items.map((c) => c.price_new);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list({ sort: 'price_desc', page_size: 48 })).items.map((c) => c.price_new);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect((await list({ sort: 'newest' })).items[0]!.id).toBe(65);
  });

  it('sorts by title A→Z the Vietnamese way: a word with tones sorts with its base letter, not after z', async () => {
    const names = (await list({ sort: 'title', page_size: 48 })).items.map((c) => c.name);
    const base = (s: string) =>
      s
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/đ/g, 'd');
    expect(names.length).toBeGreaterThan(10);
    for (let i = 1; i < names.length; i += 1) expect(base(names[i - 1]!) <= base(names[i]!)).toBe(true);
    // e.g. "Đ…" between "D…" and "E…", "Ứ…" with "U…", never at the end
    expect(base(names.at(-1)!)[0]! <= 'z').toBe(true);
  });

  it('searches without diacritics', async () => {
    const withMarks = await list({ q: 'tiếng nhật' });
    const without = await list({ q: 'tieng nhat' });
    expect(withMarks.total).toBeGreaterThan(0);
    expect(without.items.map((c) => c.id)).toEqual(withMarks.items.map((c) => c.id));
    expect((await list({ q: '%%%' })).total).toBe(0);
  });
});

describe('course detail', () => {
  it('reads a course by alias-aliasCode, with lessons and group children', async () => {
    const combo = (await list({ ids: '60' })).items[0]!;
    const r = await call('GET', '/api/user/course/details.json', undefined, {
      query: { alias: `${(combo as unknown as { alias: string }).alias}-c0060` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.body.data.course).toMatchObject({ id: 60, type: 'combo', entitled: false, total_child: 3 });
    expect(r.body.data.course.children.map((c: Course) => c.id)).toEqual([6, 7, 8]);
    const single = await call('GET', '/api/user/course/details.json', undefined, { query: { id: 2 } });
    expect(single.body.data.course.lessons.length).toBeGreaterThan(5);
    expect(single.body.data.course.description).toContain('<h2>');
    expect((await call('GET', '/api/user/course/details.json', undefined, { query: { alias: 'sai-alias-c0060' } })).statusCode).toBe(404);
  });

  it("says entitled for the demo learner's own course", async () => {
    const token = (await login(call, 'hocvien@example.com', 'Hocvien@123')).body.data.token;
    const r = await call('GET', '/api/user/course/details.json', undefined, { query: { id: 16 }, token });
    expect(r.body.data.course.entitled).toBe(true);
    const viewed = await call('GET', '/api/user/course/viewed.json', undefined, { token });
    expect(viewed.body.data.items[0].id).toBe(16);
  });
});

describe('site data', () => {
  it('serves the category tree, menus, banners for every placement, price ranges and settings', async () => {
    const cats = (await call('GET', '/api/user/category.json')).body.data;
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(cats.find((c: { slug: string }) => c.slug === 'ngoai-ngu').childs.map((c: { slug: string }) => c.slug)).toEqual([
      'tieng-anh',
      'tieng-nhat',
      'tieng-han',
    ]);
    const nav = (await call('GET', '/api/user/navigation.json', undefined, { query: { menu: 'header' } })).body.data;
    expect(nav[0]).toMatchObject({ title: 'Trang chủ', link: '/', parent_id: null, index: 1 });
    expect(nav.find((n: { link: string }) => n.link === '/khoa-hoc').childs.length).toBeGreaterThanOrEqual(8);
    for (const placement of [1, 2, 3, 4, 5, 6, 7, 10, 17, 18, 20, 21, 22, 23, 25, 26, 27]) {
      const b = (await call('GET', '/api/user/media.json', undefined, { query: { placement } })).body.data;
      expect(b.length).toBeGreaterThan(0);
      expect(b.every((x: { placement: number }) => x.placement === placement)).toBe(true);
    }
    expect((await call('GET', '/api/user/price_range.json')).body.data[0]).toMatchObject({ label: 'Miễn phí', min: 0, max: 0 });
    const settings = (await call('GET', '/api/settings.json')).body.data;
    expect(settings).toEqual(
      expect.objectContaining({
        disabledRecognition: expect.any(Number),
        video: { head: expect.any(String), after: expect.any(String) },
        COLOR_BANNER_HOME: expect.any(String),
      }),
    );
  });

  it('answers redirects per path', async () => {
    expect((await call('GET', '/api/redirect.json', undefined, { query: { path: '/khuyen-mai' } })).body.data.redirect).toEqual({
      to: '/tai-khoan/uu-dai',
      type: 'internal',
      code: 302,
    });
    expect((await call('GET', '/api/redirect.json', undefined, { query: { path: '/fanpage' } })).body.data.redirect.type).toBe('external');
    expect((await call('GET', '/api/redirect.json', undefined, { query: { path: '/khoa-hoc' } })).body.data.redirect).toBeNull();
  });

  it('serves content pages and generated demo images', async () => {
    const page = await call('GET', '/restapi/page/getpagedata', undefined, { query: { path: '/giai-phap/truong-hoc-so' } });
    expect(page.body.data.page).toMatchObject({ type: 'solution', title: 'Giải pháp trường học số' });
    expect(page.body.data.banners[0].placement).toBe(10);
    const img = await file.app.inject({ method: 'GET', url: '/uploads/demo/course-12.svg' });
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('start-up', () => {
  it('migrations and the demo seed are idempotent', async () => {
    const { migrate } = await import('../../../src/db/migrate');
    const { seed } = await import('../../../src/seed');
    const count = async () =>
      (await file.app.db.query('SELECT (SELECT count(*) FROM courses) + (SELECT count(*) FROM users) + (SELECT count(*) FROM lessons) AS n')).rows[0]
        .n;
    const before = await count();
    expect(await migrate(file.app.db)).toEqual([]);
    expect(await seed(file.app.db)).toBe(false);
    expect(await count()).toBe(before);
  });
});

describe('subjects', () => {
  it.each([
    ['a guest', false],
    ['a signed-in learner', true],
  ])('are listed for %s, whole and by category, with the liked flag', async (_who, signedIn) => {
    const token = signedIn ? (await login(call, 'hocvien@example.com', 'Hocvien@123')).body.data.token : undefined;
    const all = await call('GET', '/api/user/subject.json', undefined, { token });
    expect(all.statusCode).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(5);
    expect(all.body.data.every((s: { liked: unknown }) => typeof s.liked === 'boolean')).toBe(true);
    const byCategory = await call('GET', '/api/user/subject.json', undefined, { token, query: { category: 'lap-trinh' } });
    expect(byCategory.statusCode).toBe(200);
    expect(byCategory.body.data.length).toBeLessThan(all.body.data.length);
    const one = await call('GET', '/api/user/subject/details.json', undefined, { token, query: { slug: all.body.data[0].slug } });
    expect(one.statusCode).toBe(200);
  });
});

describe('course search by title or by content', () => {
  it.each([
    ['title', 'Scratch', (n: number) => n >= 1],
    ['content', 'giảng dạy', (n: number) => n >= 10],
    ['title', 'giảng dạy', (n: number) => n === 0],
  ])('search_in=%s for %j', async (searchIn, q, expected) => {
    const r = await call('GET', '/api/user/course.json', undefined, { query: { q, search_in: searchIn } });
    expect(r.statusCode).toBe(200);
    expect(expected(r.body.data.total)).toBe(true);
  });

  it('is accent-insensitive in titles and refuses other fields', async () => {
    const r = await call('GET', '/api/user/course.json', undefined, { query: { q: 'lap trinh', search_in: 'title' } });
    expect(r.body.data.items.every((c: Course) => /lập trình/i.test(c.name))).toBe(true);
    expect(r.body.data.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/user/course.json', undefined, { query: { q: 'x', search_in: 'teacher' } })).statusCode).toBe(400);
  });
});

describe('course detail: who teaches it and how many learn it', () => {
  it('names the teacher’s title and biography, and counts a new learner', async () => {
    const free = (await list({ section: 'free', page_size: 1 })).items[0]!;
    const u = await registerUser(call);
    const detail = async () =>
      (await call('GET', '/api/user/course/details.json', undefined, { query: { id: free.id }, token: u.token })).body.data.course;
    const before = await detail();
    expect(before.teacher_profile.bio.length).toBeGreaterThan(0);
    expect((await call('POST', '/api/user/add_course.json', { course_id: free.id }, { token: u.token })).statusCode).toBe(200);
    expect((await detail()).student_count).toBe(before.student_count + 1);
  });
});
