import { toOrderDetail } from './to-order';

/** An order as GET order detail answers it (api/src/repositories/orders-repo.ts ORDER_COLUMNS). */
const order = (items: object[], totals: { subtotal: number; discount: number; total: number }) => ({
  id: 9, code: 'DH-9', status: 'cancelled', created_at: '2026-11-20T08:00:00Z', promo_code: null, ...totals, items,
});

describe('order detail figures', () => {
  it('each line shows what it was sold at, so the lines add up to the subtotal', () => {
    const detail = toOrderDetail(order(
      [{ course_id: 1, name: 'Toán 12', price: 3_999_000, unit_price: 2_499_000, alias: 'toan-12', alias_code: 'c0001' }],
      { subtotal: 2_499_000, discount: 0, total: 2_499_000 },
    ))!;
    expect(detail.lines[0]).toMatchObject({ price: 2_499_000, listPrice: 3_999_000, route: '/khoa-hoc/toan-12-c0001' });
    expect(detail.lines.reduce((s, l) => s + l.price, 0)).toBe(detail.subtotal);
  });

  it.each([
    ['a package line (no list price above it)', { price: 199_000, unit_price: 199_000 }, 199_000, 199_000],
    ['an older answer with only price', { price: 500_000 }, 500_000, 500_000],
    ['a free course', { price: 0, unit_price: 0 }, 0, 0],
  ])('%s', (_name, prices, price, listPrice) => {
    const detail = toOrderDetail(order([{ course_id: 2, name: 'Khóa', ...prices }], { subtotal: price, discount: 0, total: price }))!;
    expect(detail.lines[0]).toMatchObject({ price, listPrice });
  });
});
