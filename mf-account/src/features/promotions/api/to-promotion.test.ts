import type { Promotion } from '@edu/shared/core';
import { discountLabel, toPromotion } from './to-promotion';

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  name: 'Chào bạn mới',
  slug: 'chao',
  description: '',
  image: null,
  discount_type: 'percent',
  discount_value: 20,
  max_discount: 100000,
  min_total: 200000,
  course_ids: [1],
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: '2030-01-01T00:00:00Z',
  active: true,
  codes: ['GIAM20'],
  ...over,
});

describe('discountLabel', () => {
  it.each([
    ['percent', 20, 'Giảm 20%'],
    ['amount', 50000, 'Giảm 50.000đ'],
  ] as const)('%s %i → %s', (type, value, label) => expect(discountLabel(type, value)).toBe(label));
});

describe('toPromotion', () => {
  it('words the conditions and keeps the codes anyone may copy', () => {
    expect(toPromotion(promotion())).toMatchObject({
      discountLabel: 'Giảm 20%',
      conditions: ['Áp dụng cho đơn từ 200.000đ', 'Giảm tối đa 100.000đ', 'Áp dụng cho một số khóa học'],
      codes: ['GIAM20'],
      endsAt: '2030-01-01T00:00:00Z',
    });
  });

  it('an amount off for every course, with no minimum, has no conditions', () => {
    expect(
      toPromotion(promotion({ discount_type: 'amount', discount_value: 50000, max_discount: null, min_total: 0, course_ids: null })).conditions,
    ).toEqual([]);
  });
});
