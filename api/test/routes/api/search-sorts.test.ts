import { appForFile } from '../../helpers/test-app';

const file = appForFile('search-sorts');
const { call } = file;

// Four courses where the four SPEC search orders (Liên quan, Tiêu đề, Nội dung, Ngày đăng) all differ. The word
// 'quasar' is in no demo course, so only these match. created_at: 9004 newest, then 9002, 9003, 9001.
const FIXTURE: Array<[id: number, name: string, short: string, description: string, daysAgo: number]> = [
  [9001, 'Quasar quasar quasar nhập môn', '', 'Không liên quan', 4],
  [9002, 'Ánh sáng quasar', 'quasar', '', 2],
  [9003, 'Bầu trời đêm', '', 'quasar quasar quasar quasar', 3],
  [9004, 'Đo quasar', '', 'quasar quasar', 1],
];

beforeAll(async () => {
  const { rows } = await file.db.query('SELECT teacher_id, category_id FROM courses ORDER BY id LIMIT 1');
  for (const [id, name, short, description, daysAgo] of FIXTURE) {
    await file.db.query(
      `INSERT INTO courses (id, name, alias, alias_code, type, thumbnail, teacher_id, price, price_new, category_id, short_description, description, created_at)
       VALUES ($1, $2, 'quasar', 'q' || $1::int, 'retail', '/x.png', $3, 0, 0, $4, $5, $6, now() - make_interval(days => $7::int))`,
      [id, name, rows[0].teacher_id, rows[0].category_id, short, description, daysAgo],
    );
  }
});

// The API query each SPEC order becomes (mf-catalogue/src/features/search/search-url.ts courseSearchQuery).
describe.each([
  ['Liên quan (default): name + summary, by rank', {}, [9001, 9002, 9004]],
  ['Tiêu đề: titles only, A→Z with Đ among the d', { sort: 'title', search_in: 'title' }, [9002, 9004, 9001]],
  ['Nội dung: descriptions only, by rank', { search_in: 'content' }, [9003, 9004, 9002]],
  ['Ngày đăng: name + summary, newest first', { sort: 'newest' }, [9004, 9002, 9001]],
])('search order %s', (_name, query, expected) => {
  it('lists the matching courses in that order', async () => {
    const r = await call('GET', '/api/user/course.json', undefined, { query: { q: 'quasar', ...query } });
    expect(r.statusCode).toBe(200);
    expect(r.body.data.items.map((c: { id: number }) => c.id)).toEqual(expected);
    expect(r.body.data.total).toBe(expected.length);
  });
});

describe('stored search vectors', () => {
  it('follow an edit of the title or the description (kept by the database on write)', async () => {
    await file.db.query(`UPDATE courses SET name = 'Bầu trời quasar', description = '' WHERE id = 9003`);
    try {
      const ids = async (query: Record<string, string>) =>
        (await call('GET', '/api/user/course.json', undefined, { query: { q: 'quasar', ...query } })).body.data.items.map(
          (c: { id: number }) => c.id,
        );
      // The list and its matches are cached up to 3 s (a write through the API drops them; this one is direct).
      file.app.repos.courses.forgetCached();
      expect(await ids({ search_in: 'title', page_size: '13' })).toContain(9003);
      expect(await ids({ search_in: 'content', page_size: '13' })).not.toContain(9003);
    } finally {
      await file.db.query(`UPDATE courses SET name = 'Bầu trời đêm', description = 'quasar quasar quasar quasar' WHERE id = 9003`);
    }
  });
});
