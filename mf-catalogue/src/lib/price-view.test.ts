import { isFreePrice, toPriceView } from './price-view';

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
