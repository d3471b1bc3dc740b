import { queryToSlug, slugToQuery } from '../../src/routing/search-slug';
import { itAnswers } from '../../src/testing/table';

describe('slugToQuery / queryToSlug', () => {
  itAnswers(
    slugToQuery,
    [
      ['toán-lớp-10', 'toán lớp 10'],
      ['ielts', 'ielts'],
      ['  a--b  ', 'a b'],
      ['a+b', 'a b'],
      ['', ''],
      ['video--giật-', 'video giật'],
      [undefined, ''],
    ],
    'slug %p → query %p',
  );

  itAnswers(
    queryToSlug,
    [
      ['toán lớp 10', 'to%C3%A1n-l%E1%BB%9Bp-10'],
      ['  react   hooks ', 'react-hooks'],
      ['a/b?c#d', 'a%2Fb%3Fc%23d'],
      ['   ', ''],
    ],
    'query %p → slug %p (one safe segment)',
  );

  it('round-trips a query through the URL', () => {
    expect(slugToQuery(decodeURIComponent(queryToSlug('tiếng anh giao tiếp')))).toBe('tiếng anh giao tiếp');
  });

  it('caps very long queries', () => {
    expect(slugToQuery('a'.repeat(500))).toHaveLength(200);
  });
});
