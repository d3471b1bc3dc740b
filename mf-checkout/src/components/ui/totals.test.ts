import type { PromoCheck } from '@edu/shared/core';
import { totalsView } from './totals';

const promo = (over: Partial<PromoCheck> = {}): PromoCheck => ({
  code: 'GIAM20',
  promotion_id: 1,
  name: 'Giảm 20%',
  discount: 98000,
  subtotal: 490000,
  total: 392000,
  ...over,
});

describe('totals box', () => {
  it.each([
    [
      'a plain cart shows its server subtotal as the total',
      490000,
      null,
      [
        ['Tạm tính', '490.000đ'],
        ['Tổng cộng', '490.000đ'],
      ],
      490000,
      false,
    ],
    [
      'a free cart says so',
      0,
      null,
      [
        ['Tạm tính', 'Miễn phí'],
        ['Tổng cộng', 'Miễn phí'],
      ],
      0,
      false,
    ],
    [
      'an applied promo shows the server discount and total',
      490000,
      promo(),
      [
        ['Tạm tính', '490.000đ'],
        ['Giảm giá (GIAM20)', '−98.000đ'],
        ['Tổng cộng', '392.000đ'],
      ],
      392000,
      false,
    ],
    [
      'a promo that makes the order free',
      100000,
      promo({ code: 'CHAOBANMOI', discount: 100000, subtotal: 100000, total: 0 }),
      [
        ['Tạm tính', '100.000đ'],
        ['Giảm giá (CHAOBANMOI)', '−100.000đ'],
        ['Tổng cộng', 'Miễn phí'],
      ],
      0,
      false,
    ],
    [
      'a promo computed for another subtotal is an estimate',
      690000,
      promo(),
      [
        ['Tạm tính', '690.000đ'],
        ['Giảm giá (GIAM20)', '−98.000đ'],
        ['Tổng cộng', '592.000đ'],
      ],
      592000,
      true,
    ],
    [
      'a zero discount shows no discount line',
      490000,
      promo({ discount: 0, total: 490000 }),
      [
        ['Tạm tính', '490.000đ'],
        ['Tổng cộng', '490.000đ'],
      ],
      490000,
      false,
    ],
    [
      'a broken subtotal never reads as a price',
      Number.NaN,
      null,
      [
        ['Tạm tính', 'Miễn phí'],
        ['Tổng cộng', 'Miễn phí'],
      ],
      0,
      false,
    ],
    [
      'a discount larger than an estimated subtotal never goes below zero',
      50000,
      promo(),
      [
        ['Tạm tính', '50.000đ'],
        ['Giảm giá (GIAM20)', '−98.000đ'],
        ['Tổng cộng', 'Miễn phí'],
      ],
      0,
      true,
    ],
  ])('%s', (_name, subtotal, p, lines, total, estimated) => {
    const view = totalsView(subtotal, p);
    expect(view.lines.map((l) => [l.label, l.value])).toEqual(lines);
    expect(view.total).toBe(total);
    expect(view.estimated).toBe(estimated);
    expect(view.promoCode).toBe(view.lines.length === 3 ? p?.code : null);
  });
});
