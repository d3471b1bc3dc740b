import { courseSearchQuery, parseSearchParams, queryToSlug, searchHref, slugToQuery } from './search-url';

describe('slugToQuery / queryToSlug', () => {
  it.each([
    ['toán-lớp-10', 'toán lớp 10'],
    ['ielts', 'ielts'],
    ['  a--b  ', 'a b'],
    ['a+b', 'a b'],
    ['', ''],
    [undefined, ''],
  ])('slug %p → query %p', (slug, query) => {
    expect(slugToQuery(slug)).toBe(query);
  });

  it.each([
    ['toán lớp 10', 'to%C3%A1n-l%E1%BB%9Bp-10'],
    ['  react   hooks ', 'react-hooks'],
    ['a/b?c#d', 'a%2Fb%3Fc%23d'],
    ['   ', ''],
  ])('query %p → slug %p (one safe segment)', (query, slug) => {
    expect(queryToSlug(query)).toBe(slug);
  });

  it('round-trips a query through the URL', () => {
    expect(slugToQuery(decodeURIComponent(queryToSlug('tiếng anh giao tiếp')))).toBe('tiếng anh giao tiếp');
  });

  it('caps very long queries', () => {
    expect(slugToQuery('a'.repeat(500))).toHaveLength(200);
  });
});

describe('parseSearchParams', () => {
  it.each([
    ['', { sort: 'default', page: 1 }],
    ['?sort=title', { sort: 'title', page: 1 }],
    ['?sort=content&page=3', { sort: 'content', page: 3 }],
    ['?sort=date&page=2', { sort: 'date', page: 2 }],
    ['?sort=price&page=0', { sort: 'default', page: 1 }],
    ['?page=1.5', { sort: 'default', page: 1 }],
  ])('%p → %p', (search, expected) => {
    expect(parseSearchParams(search)).toEqual(expected);
  });
});

describe('searchHref', () => {
  it.each([
    ['toán', {}, '/tim-kiem/to%C3%A1n'],
    ['toán', { sort: 'default' as const, page: 1 }, '/tim-kiem/to%C3%A1n'],
    ['react hooks', { sort: 'date' as const }, '/tim-kiem/react-hooks?sort=date'],
    ['react', { sort: 'title' as const, page: 3 }, '/tim-kiem/react?sort=title&page=3'],
    ['  ', {}, null],
  ])('%p %p → %p', (query, params, href) => {
    expect(searchHref(query, params)).toBe(href);
  });
});

describe('courseSearchQuery', () => {
  it.each([
    ['default', { q: 'x', page: 1, page_size: 12 }],
    ['date', { q: 'x', page: 1, page_size: 12, sort: 'newest' }],
    ['title', { q: 'x', page: 1, page_size: 12, search_in: 'title' }],
    ['content', { q: 'x', page: 1, page_size: 12, search_in: 'content' }],
  ] as const)('sort %p → %p', (sort, expected) => {
    expect(courseSearchQuery('x', { sort, page: 1 })).toEqual(expected);
  });
});
