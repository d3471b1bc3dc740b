import { queryToSlug, slugToQuery } from '../../src/routing/search-slug';

describe('slugToQuery / queryToSlug', () => {
  it.each([
    ['toán-lớp-10', 'toán lớp 10'],
    ['ielts', 'ielts'],
    ['  a--b  ', 'a b'],
    ['a+b', 'a b'],
    ['', ''],
    ['video--giật-', 'video giật'],
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
