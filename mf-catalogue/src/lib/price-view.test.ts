import { isFreePrice, packagePriceText, toPackageViews, toPriceView } from './price-view';

describe('toPriceView', () => {
  it.each([
    // price, price_new, current, old, isFree
    [800000, 499000, '499.000đ', '800.000đ', false],
    [499000, 499000, '499.000đ', null, false],
    [0, 0, 'Miễn phí', null, true],
    [500000, 0, 'Miễn phí', '500.000đ', true],
    [500000, -1, 'Miễn phí', '500.000đ', true],
    [300000, 499000, '499.000đ', null, false],
    [null, 499000, '499.000đ', null, false],
    [800000, null, '', null, false],
    [800000, undefined, '', null, false],
    [1299000.4, 1299000, '1.299.000đ', '1.299.000đ', false],
  ])('price %p / price_new %p → %p, old %p, free %p', (price, priceNew, current, old, isFree) => {
    expect(toPriceView(price as number | null, priceNew as number | null)).toEqual({ current, old, isFree });
  });
});

describe('isFreePrice', () => {
  it.each([
    [0, true],
    [-5, true],
    [1, false],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
    ['0', false],
  ])('%p → %p', (value, expected) => {
    expect(isFreePrice(value)).toBe(expected);
  });
});

describe('packagePriceText', () => {
  it.each([
    [99000, 3, '99.000đ/tháng'],
    [5000, 1, '5.000đ/ngày'],
    [30000, 2, '30.000đ/tuần'],
    [990000, 4, '990.000đ/năm'],
    [1500000, 5, '1.500.000đ'],
    [49000, 6, '49.000đ/10 ngày'],
    [129000, 7, '129.000đ/30 ngày'],
    [299000, 8, '299.000đ/90 ngày'],
    [499000, 9, '499.000đ/180 ngày'],
    [0, 3, 'Miễn phí'],
    [99000, 42, '99.000đ'],
  ])('%p with cycle %p → %p', (price, cycle, expected) => {
    expect(packagePriceText(price, cycle)).toBe(expected);
  });
});

describe('toPackageViews', () => {
  it('labels each pod with its package label and priced unit', () => {
    expect(
      toPackageViews([
        { id: 1, cycle: 3, price: 99000 },
        { id: 2, cycle: 5, price: 990000 },
      ]),
    ).toEqual([
      { id: 1, label: 'Gói Tháng', price: '99.000đ/tháng' },
      { id: 2, label: 'Không giới hạn', price: '990.000đ' },
    ]);
  });

  it('gives an unknown cycle a generic label and no list for missing pods', () => {
    expect(toPackageViews([{ id: 3, cycle: 77 as never, price: 1000 }])[0]?.label).toBe('Gói học');
    expect(toPackageViews(undefined)).toEqual([]);
  });
});
