import { discountLabel, toPromotion } from './to-promotion';

describe('discountLabel', () => {
  it.each([
    ['percent', 20, 'Giảm 20%'],
    ['amount', 50000, 'Giảm 50.000đ'],
  ])('%s %i → %s', (type, value, label) => expect(discountLabel(type, value)).toBe(label));
});

describe('toPromotion', () => {
  it('words the conditions and collects codes', () => {
    const p = toPromotion({
      id: 1, name: 'Chào bạn mới', slug: 'chao', discount_type: 'percent', discount_value: 20, max_discount: 100000,
      min_total: 200000, course_ids: [1], codes: ['GIAM20', { code: 'X1' }], ends_at: '2030-01-01T00:00:00Z',
    });
    expect(p).toMatchObject({
      discountLabel: 'Giảm 20%',
      conditions: ['Áp dụng cho đơn từ 200.000đ', 'Giảm tối đa 100.000đ', 'Áp dụng cho một số khóa học'],
      codes: ['GIAM20', 'X1'],
    });
  });
  it('drops a row without a name', () => expect(toPromotion({ id: 2 })).toBeNull());
});
