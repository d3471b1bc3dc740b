import { formatPrice, type Promotion as PromotionDto } from '@edu/shared/core';
import type { Promotion } from '../types';

export function discountLabel(type: PromotionDto['discount_type'], value: number): string {
  return type === 'percent' ? `Giảm ${value}%` : `Giảm ${formatPrice(value)}`;
}

/** A running promotion in words: the discount, its conditions, and the codes anyone may copy. */
export function toPromotion(x: PromotionDto): Promotion {
  const conditions: string[] = [];
  if (x.min_total > 0) conditions.push(`Áp dụng cho đơn từ ${formatPrice(x.min_total)}`);
  if (x.discount_type === 'percent' && (x.max_discount ?? 0) > 0) conditions.push(`Giảm tối đa ${formatPrice(x.max_discount!)}`);
  if (x.course_ids?.length) conditions.push('Áp dụng cho một số khóa học');
  return {
    id: x.id,
    slug: x.slug,
    name: x.name,
    description: x.description,
    image: x.image,
    discountLabel: discountLabel(x.discount_type, x.discount_value),
    conditions,
    codes: x.codes,
    endsAt: x.ends_at,
  };
}
