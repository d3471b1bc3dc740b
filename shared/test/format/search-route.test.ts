import { searchRoute } from '../../src/format/routes';

describe('searchRoute: every search box goes to the search page’s one URL form', () => {
  it.each([
    ['SQL', '/tim-kiem/SQL'],
    ['SQL căn bản', '/tim-kiem/SQL-c%C4%83n-b%E1%BA%A3n'],
    ['  lập   trình  ', '/tim-kiem/l%E1%BA%ADp-tr%C3%ACnh'],
    ['C# / .NET?', '/tim-kiem/C%23-%2F-.NET%3F'],
    ['', null],
    ['   ', null],
  ])('%j → %s', (query, path) => {
    expect(searchRoute(query)).toBe(path);
  });
});
