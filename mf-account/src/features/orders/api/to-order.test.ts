import type { Order, OrderItem } from '@edu/shared/core';
import { toOrderDetail, toOrderSummary } from './to-order';

const line = (over: Partial<OrderItem> = {}): OrderItem => ({
  course_id: 1,
  name: 'Toán 12',
  pod_id: null,
  price: 3_999_000,
  unit_price: 2_499_000,
  alias: 'toan-12',
  alias_code: 'c0001',
  thumbnail: '/img/1.jpg',
  ...over,
});

/** An order as GET order detail answers it (shared/src/schemas/commerce.ts Order). */
const order = (items: OrderItem[], totals: { subtotal: number; discount: number; total: number }): Order => ({
  id: 9,
  code: 'DH-9',
  status: 'cancelled',
  created_at: '2026-11-20T08:00:00Z',
  paid_at: null,
  promo_code: null,
  full_name: null,
  email: null,
  phone: null,
  payment_method: null,
  ...totals,
  items,
});

describe('order detail figures', () => {
  it('each line shows what it was sold at, so the lines add up to the subtotal (a cancelled payment too)', () => {
    const detail = toOrderDetail(order([line()], { subtotal: 2_499_000, discount: 0, total: 2_499_000 }));
    expect(detail.lines[0]).toMatchObject({ price: 2_499_000, listPrice: 3_999_000, route: '/khoa-hoc/toan-12-c0001' });
    expect(detail.lines.reduce((s, l) => s + l.price, 0)).toBe(detail.subtotal);
    expect(detail.status).toBe('cancelled');
  });

  it.each([
    ['a package line (no list price above it)', { price: 199_000, unit_price: 199_000 }, 199_000, 199_000],
    ['a free course', { price: 0, unit_price: 0 }, 0, 0],
  ])('%s', (_name, prices, price, listPrice) => {
    expect(toOrderDetail(order([line(prices)], { subtotal: price, discount: 0, total: price })).lines[0]).toMatchObject({ price, listPrice });
  });

  it('a list row names its courses and reads a completed order as paid', () => {
    const row = toOrderSummary({
      ...order([line(), line({ course_id: 2, name: 'Lý 12' })], { subtotal: 1, discount: 0, total: 1 }),
      status: 'completed',
    });
    expect(row).toMatchObject({ itemNames: ['Toán 12', 'Lý 12'], status: 'paid', code: 'DH-9' });
  });

  it('names the chosen package and the method in Vietnamese (issue 34: not "sandbox")', () => {
    const detail = toOrderDetail({
      ...order([line({ pod_id: 7, pod_cycle: 4 }), line({ course_id: 2 })], { subtotal: 1, discount: 0, total: 1 }),
      payment_method: 'sandbox',
    });
    expect(detail.lines.map((l) => l.packageName)).toEqual(['Gói Năm', null]);
    expect(detail.paymentMethod).toBe('Cổng thanh toán thử nghiệm');
    expect(toOrderDetail({ ...order([line()], { subtotal: 1, discount: 0, total: 1 }), payment_method: 'momo' }).paymentMethod).toBe('Ví MoMo');
  });
});
