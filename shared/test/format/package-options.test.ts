import { packageOptions, packagePriceText } from '../../src/format/package-options';

describe('packagePriceText', () => {
  it.each([
    [99000, 3, '99.000đ/tháng'],
    [1490000, 4, '1.490.000đ/năm'],
    [500000, 5, '500.000đ'],
    [0, 3, 'Miễn phí'],
    [79000, 42, '79.000đ'],
  ])('%i with code %i → %s', (price, cycle, expected) => expect(packagePriceText(price, cycle)).toBe(expected));
});

describe('packageOptions', () => {
  it('offers the whole course first, then each package with its SPEC label and price', () => {
    const options = packageOptions({
      price_new: 1490000,
      pods: [
        { id: 7, cycle: 3, price: 149000 },
        { id: 8, cycle: 4, price: 990000 },
      ],
    });
    expect(options.map((o) => [o.podId, o.label, o.price, o.amount])).toEqual([
      [null, 'Trọn khóa học', '1.490.000đ', 1490000],
      [7, 'Gói Tháng', '149.000đ/tháng', 149000],
      [8, 'Gói Năm', '990.000đ/năm', 990000],
    ]);
  });

  it('offers no choice for a course without packages', () => expect(packageOptions({ price_new: 1000, pods: [] })).toEqual([]));
});
