import { appForFile } from '../../helpers/test-app';

// Issue 34 item 3: on the demo catalogue as seeded (no fixture), the four SPEC search orders give four different
// lists. "Nội dung" used to repeat "Liên quan": the templated descriptions only echoed the title.
const file = appForFile('search-sorts-demo');

// The API query each SPEC order becomes (mf-catalogue/src/features/search/search-url.ts courseSearchQuery).
const SORTS = {
  'Liên quan': {},
  'Nội dung': { search_in: 'content' },
  'Tiêu đề': { sort: 'title', search_in: 'title' },
  'Ngày đăng': { sort: 'newest' },
} as const;

interface Item {
  id: number;
  name: string;
}

const list = async (q: string, query: Record<string, string>): Promise<Item[]> => {
  const r = await file.call('GET', '/api/user/course.json', undefined, { query: { q, page_size: '12', ...query } });
  expect(r.statusCode).toBe(200);
  return r.body.data.items;
};

// /tim-kiem/tieng-anh and /tim-kiem/hoc: the slug's dashes are spaces
describe.each(['tieng anh', 'hoc'])('search "%s" on the demo data', (q) => {
  let lists: Record<keyof typeof SORTS, Item[]>;
  beforeAll(async () => {
    lists = Object.fromEntries(
      await Promise.all(Object.entries(SORTS).map(async ([name, query]) => [name, await list(q, query)] as const)),
    ) as typeof lists;
  });

  it('the four sorts give four different orders', () => {
    const orders = Object.values(lists).map((items) => items.map((c) => c.id).join(','));
    for (const items of Object.values(lists)) expect(items.length).toBeGreaterThan(1);
    expect(new Set(orders).size).toBe(4);
  });

  it("Nội dung puts first the course whose description says it most, not Liên quan's first", async () => {
    const top = lists['Nội dung'][0]!.id;
    expect(top).not.toBe(lists['Liên quan'][0]!.id);
    // how often the description (tags and tones removed) has the query's words
    const { rows } = await file.db.query(
      `SELECT id, (length(d) - length(replace(d, $2, ''))) / length($2) AS n
         FROM (SELECT id, vn_unaccent(lower(regexp_replace(description, '<[^>]*>', ' ', 'g'))) AS d FROM courses) c
        WHERE id = ANY($1::int[]) ORDER BY n DESC, id`,
      [lists['Nội dung'].map((c) => c.id), q],
    );
    expect(rows[0].id).toBe(top);
  });

  it('Tiêu đề is A→Z in Vietnamese order (Đ with the d, tones with their letter)', () => {
    const names = lists['Tiêu đề'].map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('vi', { sensitivity: 'base' }).compare));
  });
});

describe('Ngày đăng', () => {
  it('lists the newest first', async () => {
    const items = await list('hoc', SORTS['Ngày đăng']);
    const { rows } = await file.db.query('SELECT id FROM courses WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC', [
      items.map((c) => c.id),
    ]);
    expect(items.map((c) => c.id)).toEqual(rows.map((r: { id: number }) => r.id));
  });
});
