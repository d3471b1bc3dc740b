import { activeFilterCount, changeFilters, EMPTY_FILTERS, filtersToSearch, parseFilters, toCourseQuery, type CourseFilters } from './filters-url';

const f = (patch: Partial<CourseFilters> = {}): CourseFilters => ({ ...EMPTY_FILTERS, ...patch });

describe('parseFilters', () => {
  it.each<[string, Partial<CourseFilters>]>([
    ['', {}],
    ['?page=3', { page: 3 }],
    ['page=3', { page: 3 }],
    ['?page=0', {}],
    ['?page=-2', {}],
    ['?page=abc', {}],
    ['?page=2.5', {}],
    ['?page=99999999', {}],
    ['?category=lap-trinh', { category: 'lap-trinh' }],
    ['?category=to%C3%A1n', { category: 'toán' }],
    ['?category=a%20b', {}],
    ['?category=%3Cscript%3E', {}],
    ['?category=', {}],
    ['?subject=python', { subject: 'python' }],
    ['?price_range=2', { price_range: 2 }],
    ['?price_range=0', {}],
    ['?price_range=x', {}],
    ['?flatform_type=flatform_app', { flatform_type: 'flatform_app' }],
    ['?flatform_type=platform_cross', { flatform_type: 'platform_cross' }],
    ['?flatform_type=windows', {}],
    ['?sort=price_asc', { sort: 'price_asc' }],
    ['?sort=popular', { sort: 'popular' }],
    ['?sort=random', {}],
    ['?q=%20to%C3%A1n%2010%20', { q: 'toán 10' }],
    ['?q=%20%20', {}],
    ['?section=free', { section: 'free' }],
    ['?section=featured', { section: 'featured' }],
    ['?section=all', {}],
    [
      '?category=toan&subject=dai-so&price_range=3&flatform_type=flatform_web&sort=newest&page=2',
      { category: 'toan', subject: 'dai-so', price_range: 3, flatform_type: 'flatform_web', sort: 'newest', page: 2 },
    ],
  ])('%p → %p (anything malformed is dropped)', (search, expected) => {
    expect(parseFilters(search)).toEqual(f(expected));
  });

  it('accepts URLSearchParams as well as a string', () => {
    expect(parseFilters(new URLSearchParams({ page: '4' })).page).toBe(4);
  });
});

describe('filtersToSearch', () => {
  it.each<[Partial<CourseFilters>, string]>([
    [{}, ''],
    [{ page: 1 }, ''],
    [{ page: 2 }, '?page=2'],
    [{ sort: 'price_desc' }, '?sort=price_desc'],
    [{ page: 3, category: 'toan', sort: 'newest' }, '?category=toan&sort=newest&page=3'],
    [{ q: 'toán 10' }, '?q=to%C3%A1n+10'],
    [{ section: 'free', sort: 'newest', page: 2 }, '?section=free&sort=newest&page=2'],
    [{ price_range: 4, flatform_type: 'flatform_app', subject: 'hinh-hoc' }, '?subject=hinh-hoc&price_range=4&flatform_type=flatform_app'],
  ])('%p → %p', (filters, search) => {
    expect(filtersToSearch(f(filters))).toBe(search);
  });

  it.each([
    '?category=toan&subject=dai-so&price_range=3&flatform_type=flatform_web&sort=newest&page=2',
    '?q=ti%E1%BA%BFng+anh&sort=popular',
    '?section=new&category=lap-trinh',
    '',
  ])('round-trips %p', (search) => {
    expect(filtersToSearch(parseFilters(search))).toBe(search);
  });
});

describe('changeFilters', () => {
  it.each<[string, Partial<CourseFilters>, Partial<CourseFilters>, Partial<CourseFilters>]>([
    ['a filter change goes back to page 1', { page: 4, sort: 'newest' }, { price_range: 2 }, { page: 1, sort: 'newest', price_range: 2 }],
    ['a sort change goes back to page 1', { page: 4 }, { sort: 'price_asc' }, { page: 1, sort: 'price_asc' }],
    ['paging keeps the filters', { category: 'toan', page: 1 }, { page: 5 }, { category: 'toan', page: 5 }],
    ['a new category drops the subject', { category: 'toan', subject: 'dai-so' }, { category: 'van' }, { category: 'van', subject: null }],
    ['clearing the category drops the subject', { category: 'toan', subject: 'dai-so' }, { category: null }, { category: null, subject: null }],
    ['the same category keeps the subject', { category: 'toan', subject: 'dai-so' }, { category: 'toan' }, { category: 'toan', subject: 'dai-so' }],
    ['category and subject together', { category: 'toan' }, { category: 'van', subject: 'tho' }, { category: 'van', subject: 'tho' }],
    ['clearing a filter', { flatform_type: 'flatform_app', page: 2 }, { flatform_type: null }, { flatform_type: null, page: 1 }],
  ])('%s', (_, from, patch, to) => {
    expect(changeFilters(f(from), patch)).toEqual(f(to));
  });
});

describe('toCourseQuery', () => {
  it('sends only what is set, with the page size', () => {
    expect(toCourseQuery(f({ page: 2, category: 'toan', sort: 'popular' }))).toEqual({ page: 2, page_size: 12, category: 'toan', sort: 'popular' });
    expect(toCourseQuery(f(), 8)).toEqual({ page: 1, page_size: 8 });
    expect(toCourseQuery(f({ q: 'x', subject: 's', price_range: 1, flatform_type: 'flatform_web', section: 'free' }))).toEqual({
      page: 1,
      page_size: 12,
      q: 'x',
      subject: 's',
      price_range: 1,
      flatform_type: 'flatform_web',
      section: 'free',
    });
  });
});

describe('activeFilterCount', () => {
  it.each<[Partial<CourseFilters>, number]>([
    [{}, 0],
    [{ sort: 'newest', page: 3 }, 0],
    [{ category: 'a', subject: 'b' }, 2],
    [{ q: 'x', price_range: 1, flatform_type: 'flatform_app' }, 3],
    [{ section: 'free' }, 1],
  ])('%p → %p (sort and page are not filters)', (filters, n) => {
    expect(activeFilterCount(f(filters))).toBe(n);
  });
});
