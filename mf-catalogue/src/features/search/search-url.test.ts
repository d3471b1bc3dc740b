import { courseSearchQuery, parseSearchParams, searchHref } from './search-url';

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
    ['title', { q: 'x', page: 1, page_size: 12, sort: 'title', search_in: 'title' }],
    ['content', { q: 'x', page: 1, page_size: 12, search_in: 'content' }],
  ] as const)('sort %p → %p', (sort, expected) => {
    expect(courseSearchQuery('x', { sort, page: 1 })).toEqual(expected);
  });
});
