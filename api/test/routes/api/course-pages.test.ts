import { appForFile } from '../../helpers/test-app';
import { deepPageMessage, deepPageOfLongListMessage, NUMBERED_PAGES } from '../../../src/repositories/courses-repo';
import { INVALID_CURSOR } from '../../../src/repositories/course-order';

const file = appForFile('course-pages');
const { call } = file;

// 210 courses of one teacher, made to tie: one created_at, one popularity, two prices, seven names (with
// and without tones), so every order leans on its id tie-breaker. All match the search 'keyset'.
const TEACHER = 'giang-vien-keyset';
const COUNT = 210;

type Page = { items: Array<{ id: number }>; total: number; total_exact: boolean; page: number; next_cursor: string | null };
const get = (query: Record<string, string | number>) =>
  call<Page>('GET', '/api/user/course.json', undefined, { query: { teacher: TEACHER, ...query } });
const ids = (p: Page) => p.items.map((c) => c.id);

/** Every row of a list, page after page by cursor. */
async function walk(query: Record<string, string | number>, between?: (seen: number[]) => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i += 1) {
    const r = await get({ ...query, ...(cursor ? { cursor } : {}) });
    expect(r.statusCode).toBe(200);
    seen.push(...ids(r.body.data));
    cursor = r.body.data.next_cursor;
    if (!cursor) return seen;
    if (between) await between(seen);
  }
  throw new Error('the walk did not end');
}

beforeAll(async () => {
  const { rows } = await file.db.query('SELECT category_id FROM courses ORDER BY id LIMIT 1');
  await file.db.query(`INSERT INTO teachers (id, name, full_name, slug) VALUES (9000, 'Keyset', 'Giảng viên Keyset', $1)`, [TEACHER]);
  await file.db.query(
    `INSERT INTO courses (id, name, alias, alias_code, type, thumbnail, teacher_id, price, price_new, category_id, popularity, created_at)
     SELECT 10000 + i, (ARRAY['Ảnh keyset', 'anh keyset', 'Bê keyset', 'Đo keyset', 'do keyset', 'Zê keyset', 'Ô keyset'])[i % 7 + 1],
            'keyset', 'k' || i, 'retail', '/x.png', 9000, 0, (i % 2) * 1000, $1, 5, '2026-01-02T03:04:05.123456Z'
     FROM generate_series(1, ${COUNT}) AS i`,
    [rows[0].category_id],
  );
});

describe('cursor pagination', () => {
  it.each([
    ['popular', { sort: 'popular' }],
    ['newest', { sort: 'newest' }],
    ['price_asc', { sort: 'price_asc' }],
    ['price_desc', { sort: 'price_desc' }],
    ['title (A→Z)', { sort: 'title' }],
    ['search, relevance (all ranks tie)', { q: 'keyset' }],
    ['search in titles, A→Z', { q: 'keyset', sort: 'title', search_in: 'title' }],
  ])('%s: by cursor, every row once, in the order of the numbered pages', async (_name, query) => {
    const numbered: number[] = [];
    for (let page = 1; page <= 5; page += 1) numbered.push(...ids((await get({ ...query, page_size: 48, page })).body.data));
    expect(numbered).toHaveLength(COUNT);
    const byCursor = await walk({ ...query, page_size: 13 });
    expect(byCursor).toEqual(numbered);
  });

  it('loses and repeats nothing when rows are removed between pages', async () => {
    // Another page size than the walk below: the list cache (3 s) must not answer it with these pages.
    const before = await walk({ sort: 'title', page_size: 48 });
    const shown: number[] = [];
    const unshown: number[] = [];
    try {
      const after = await walk({ sort: 'title', page_size: 20 }, async (seen) => {
        // One row already shown and one not yet shown leave the list while it is being read.
        const ahead = before.filter((id) => !seen.includes(id) && !unshown.includes(id))[5];
        const gone = [seen[seen.length - 3]!, ...(ahead ? [ahead] : [])];
        await file.db.query('UPDATE courses SET published = false WHERE id = ANY($1::int[])', [gone]);
        shown.push(gone[0]!);
        if (ahead) unshown.push(ahead);
      });
      expect(unshown.length).toBeGreaterThan(5);
      expect(after).toEqual(before.filter((id) => !unshown.includes(id)));
    } finally {
      await file.db.query('UPDATE courses SET published = true WHERE teacher_id = 9000');
    }
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a cursor of another order', Buffer.from(JSON.stringify(['newest', '2026-01-01 00:00:00+00', '1'])).toString('base64url')],
    ['a key that is not a number', Buffer.from(JSON.stringify(['popular', 'x', '1'])).toString('base64url')],
  ])('refuses %s in Vietnamese', async (_name, cursor) => {
    const r = await get({ sort: 'popular', cursor });
    expect(r.statusCode).toBe(400);
    expect(r.body.message).toBe(INVALID_CURSOR);
  });
});

describe('numbered pages', () => {
  const order = () => walk({ sort: 'popular', page_size: 48 });
  // page_size 1: page n is the n-th row. NUMBERED_PAGES from either end answer; the middle is refused.
  it.each([
    [1, 'answered'],
    [NUMBERED_PAGES, 'answered'],
    [NUMBERED_PAGES + 1, 'refused'],
    [COUNT - NUMBERED_PAGES, 'refused'],
    [COUNT - NUMBERED_PAGES + 1, 'answered'],
    [COUNT, 'answered'],
    [COUNT + 1, 'empty'],
  ])('page %i (210 rows, one per page) is %s', async (page, outcome) => {
    const r = await get({ sort: 'popular', page_size: 1, page });
    if (outcome === 'refused') {
      expect(r.statusCode).toBe(400);
      expect(r.body.message).toBe(deepPageMessage(page));
      expect(r.body.message).toMatch(/^Không thể mở thẳng trang \d+/);
      return;
    }
    expect(r.statusCode).toBe(200);
    expect(r.body.data.total).toBe(COUNT);
    expect(ids(r.body.data)).toEqual(outcome === 'empty' ? [] : [(await order())[page - 1]]);
    expect(r.body.data.next_cursor === null).toBe(page >= COUNT);
  });

  it('reads a short last page from the end, and goes on from a numbered page by its cursor', async () => {
    const all = await order();
    const last = await get({ sort: 'popular', page_size: 48, page: 5 });
    expect(ids(last.body.data)).toEqual(all.slice(192));
    const p1 = await get({ sort: 'popular', page_size: 48 });
    const p2 = await get({ sort: 'popular', page_size: 48, cursor: p1.body.data.next_cursor! });
    expect(ids(p2.body.data)).toEqual(all.slice(48, 96));
  });
});

describe('lists longer than exactUpTo (counted and ranked exactly only up to it)', () => {
  const CAP = 50;
  beforeAll(() => {
    file.app.repos.courses.exactUpTo = CAP;
    file.app.repos.courses.forgetCached();
  });
  afterAll(() => {
    file.app.repos.courses.exactUpTo = 1000;
    file.app.repos.courses.forgetCached();
  });

  it('says "more than": total is the cap, not exact; every row still comes by cursor in an indexed order', async () => {
    const first = await get({ sort: 'popular', page_size: 7 });
    expect(first.body.data).toMatchObject({ total: CAP, total_exact: false });
    expect(await walk({ sort: 'popular', page_size: 48 })).toHaveLength(COUNT);
  });

  it('numbers only the first pages of a list it could not count (there is no known last page)', async () => {
    expect((await get({ sort: 'popular', page_size: 1, page: NUMBERED_PAGES })).statusCode).toBe(200);
    const r = await get({ sort: 'popular', page_size: 1, page: COUNT });
    expect(r.statusCode).toBe(400);
    expect(r.body.message).toBe(deepPageOfLongListMessage(COUNT));
  });

  it.each([
    ['relevance', { q: 'keyset' }, false],
    ['titles A→Z', { q: 'keyset', sort: 'title', search_in: 'title' }, true],
  ])('a search by %s ranks or sorts its first matches only, exactly (titles: the most popular)', async (_name, query, popular) => {
    const all = await walk({ ...query, page_size: 48 });
    expect(new Set(all).size).toBe(CAP);
    expect(all.every((id) => id > 10000 && id <= 10000 + COUNT)).toBe(true);
    // popularity ties: the most popular are the highest ids
    if (popular) expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: CAP }, (_, i) => 10000 + COUNT - CAP + 1 + i));
    const exact = await walk({ ...query, ids: all.join(','), page_size: 48 });
    expect(all).toEqual(exact);
  });

  it('a search whose words, whole, match more than the cap takes its first matches from them; fewer, and prefixes count too', async () => {
    // another teacher's 60 courses with the whole word, then 5 where it only begins a word ('keysetmoi')
    const { rows } = await file.db.query('SELECT category_id FROM courses ORDER BY id LIMIT 1');
    await file.db.query(`INSERT INTO teachers (id, name, full_name, slug) VALUES (9001, 'Keyset 2', 'Giảng viên Keyset 2', 'giang-vien-keyset-2')`);
    await file.db.query(
      `INSERT INTO courses (id, name, alias, alias_code, type, thumbnail, teacher_id, price, price_new, category_id, popularity)
       SELECT 20000 + i, CASE WHEN i <= 5 THEN 'Lớp keysetmoi' ELSE 'Lớp keyset' END, 'lop', 'l' || i, 'retail', '/x.png', 9001, 0, 0, $1, i
       FROM generate_series(1, 65) AS i`,
      [rows[0].category_id],
    );
    file.app.repos.courses.forgetCached();
    const teacher = 'giang-vien-keyset-2';
    const whole = await walk({ teacher, q: 'keyset', page_size: 48 });
    expect(whole).toHaveLength(CAP);
    expect(whole.every((id) => id > 20005)).toBe(true);
    // 'lop keysetm': no course has those whole words, so the prefixes find the five
    const prefixed = await get({ teacher, q: 'lớp keysetm', page_size: 48 });
    expect(prefixed.body.data).toMatchObject({ total: 5, total_exact: true });
    // 'keyse': whole, nothing; its prefix matches all 65, the first 50 (storage order) with the five among them
    const byPrefix = await walk({ teacher, q: 'keyse', page_size: 48 });
    expect(byPrefix).toHaveLength(CAP);
    expect(byPrefix.filter((id) => id <= 20005)).toHaveLength(5);
  });
});
