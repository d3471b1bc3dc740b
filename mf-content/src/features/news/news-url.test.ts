import { applyNewsChange, EMPTY_NEWS_FILTERS, newsHref, newsSearch, parseNewsFilters, toPostQuery, type NewsFilters } from './news-url';

const f = (over: Partial<NewsFilters> = {}): NewsFilters => ({ ...EMPTY_NEWS_FILTERS, ...over });

describe('news list state ↔ URL', () => {
  it.each<[string, NewsFilters]>([
    ['', f()],
    ['?sort=date', f({ sort: 'date' })],
    ['?sort=title&page=3', f({ sort: 'title', page: 3 })],
    ['?sort=content', f({ sort: 'content' })],
    ['?sort=default', f()],
    ['?sort=newest', f()],
    ['?q=%20%20ielts%20%20speaking%20', f({ q: 'ielts speaking' })],
    ['?category=tuyen-sinh&tag=ielts', f({ category: 'tuyen-sinh', tag: 'ielts' })],
    ['?category=tuy%E1%BB%83n&tag=%3Cscript%3E', f()],
    ['?page=0', f()],
    ['?page=-2', f()],
    ['?page=2.5', f()],
    ['?page=abc', f()],
    ['?page=99999999', f()],
    ['?page=12', f({ page: 12 })],
  ])('parses %j', (search, expected) => {
    expect(parseNewsFilters(search)).toEqual(expected);
  });

  it.each<[Partial<NewsFilters>, string]>([
    [f(), ''],
    [f({ sort: 'default', page: 1 }), ''],
    [f({ sort: 'date' }), '?sort=date'],
    [
      f({ q: 'học online', sort: 'title', category: 'tin-giao-duc', tag: 'ielts', page: 2 }),
      '?q=h%E1%BB%8Dc+online&sort=title&category=tin-giao-duc&tag=ielts&page=2',
    ],
    [f({ q: '   ' }), ''],
  ])('writes %j as %j', (filters, search) => {
    expect(newsSearch(filters)).toBe(search);
  });

  it('round-trips every sort order and page through the URL', () => {
    for (const sort of ['default', 'title', 'content', 'date'] as const) {
      const filters = f({ sort, page: 4, q: 'toán', tag: 'thi-vao-10' });
      expect(parseNewsFilters(newsSearch(filters))).toEqual(filters);
    }
  });

  it.each<[Partial<NewsFilters>, number]>([
    [{ sort: 'date' }, 1],
    [{ q: 'ielts' }, 1],
    [{ category: 'tuyen-sinh' }, 1],
    [{ tag: null }, 1],
    [{ page: 7 }, 7],
  ])('a change of %j lands on page %i', (change, page) => {
    expect(applyNewsChange(f({ page: 5, sort: 'title' }), change).page).toBe(page);
  });

  it('builds hrefs under the list path, keeping the other filters', () => {
    const current = f({ q: 'ielts', sort: 'title', page: 3 });
    expect(newsHref('/tin-tuc', current, { sort: 'date' })).toBe('/tin-tuc?q=ielts&sort=date');
    expect(newsHref('/hashtag/ielts', current, { page: 4 })).toBe('/hashtag/ielts?q=ielts&sort=title&page=4');
    expect(newsHref('/tin-tuc', current, { q: '' })).toBe('/tin-tuc?sort=title');
  });

  it.each<[NewsFilters, { category?: string; tag?: string }, object]>([
    [f(), {}, { page: 1, page_size: 12 }],
    [f({ sort: 'date', q: 'toán', page: 2 }), {}, { page: 2, page_size: 12, sort: 'date', q: 'toán' }],
    [f({ category: 'tuyen-sinh', tag: 'ielts' }), {}, { page: 1, page_size: 12, category: 'tuyen-sinh', tag: 'ielts' }],
    [f({ category: 'tuyen-sinh' }), { category: 'tin-giao-duc' }, { page: 1, page_size: 12, category: 'tin-giao-duc' }],
    [f({ tag: 'ielts' }), { tag: 'thi-vao-10' }, { page: 1, page_size: 12, tag: 'thi-vao-10' }],
  ])('asks post.json for %j (fixed %j)', (filters, fixed, query) => {
    expect(toPostQuery(filters, fixed)).toEqual(query);
  });
});
