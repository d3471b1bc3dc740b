import { formatPrice } from '../../src/format/price';

describe('formatPrice', () => {
  it.each<[number | string | null | undefined, string]>([
    [1299000, '1.299.000đ'],
    [1000, '1.000đ'],
    [999, '999đ'],
    [1, '1đ'],
    [100000000, '100.000.000đ'],
    [1299000.6, '1.299.001đ'],
    ['499000', '499.000đ'],
    [0, 'Miễn phí'],
    [-1, 'Miễn phí'],
    [-50000, 'Miễn phí'],
    ['0', 'Miễn phí'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    ['', ''],
    ['abc', ''],
  ])('%p → %p', (price, expected) => {
    expect(formatPrice(price)).toBe(expected);
  });
});
