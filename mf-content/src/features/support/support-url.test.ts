import { groupByCategory, parseSupportCategory, supportCategoryHref, supportSearchHref } from './support-url';

describe('support URLs', () => {
  it.each<[string, number, string | null]>([
    ['quên mật khẩu', 1, '/ho-tro-khach-hang/tim-kiem/qu%C3%AAn-m%E1%BA%ADt-kh%E1%BA%A9u'],
    ['  video   giật ', 2, '/ho-tro-khach-hang/tim-kiem/video-gi%E1%BA%ADt?page=2'],
    ['a/b?c', 1, '/ho-tro-khach-hang/tim-kiem/a%2Fb%3Fc'],
    ['   ', 1, null],
    ['', 1, null],
  ])('search %j page %i → %j', (query, page, href) => {
    expect(supportSearchHref(query, page)).toBe(href);
  });

  it.each<[string | null, string | null]>([
    ['Thanh toán', 'Thanh toán'],
    ['  ', null],
    [null, null],
    ['x'.repeat(101), null],
  ])('category %j → %j', (raw, value) => {
    expect(parseSupportCategory(raw)).toBe(value);
  });

  it('links a category as a filter of the support home', () => {
    expect(supportCategoryHref('Thanh toán')).toBe('/ho-tro-khach-hang?category=Thanh+to%C3%A1n');
    expect(supportCategoryHref(null)).toBe('/ho-tro-khach-hang');
  });

  it('groups articles by category in the order they came', () => {
    const groups = groupByCategory([
      { id: 1, category: 'Tài khoản' },
      { id: 2, category: 'Thanh toán' },
      { id: 3, category: 'Tài khoản' },
      { id: 4, category: '' },
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Tài khoản', [1, 3]],
      ['Thanh toán', [2]],
      ['Khác', [4]],
    ]);
  });
});
