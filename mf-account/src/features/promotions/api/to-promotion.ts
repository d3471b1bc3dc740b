import { formatPrice } from '@edu/shared';
import { num, str, strOrNull } from '../../../lib/to-page';
import type { Promotion } from '../types';

export function discountLabel(type: unknown, value: number): string {
  return type === 'percent' ? `Giảm ${value}%` : `Giảm ${formatPrice(value)}`;
}

export function toPromotion(x: Record<string, unknown>): Promotion | null {
  const name = str(x.name);
  if (!name) return null;
  const conditions: string[] = [];
  const min = num(x.min_total);
  const cap = num(x.max_discount);
  if (min > 0) conditions.push(`Áp dụng cho đơn từ ${formatPrice(min)}`);
  if (x.discount_type === 'percent' && cap > 0) conditions.push(`Giảm tối đa ${formatPrice(cap)}`);
  if (Array.isArray(x.course_ids) && x.course_ids.length > 0) conditions.push('Áp dụng cho một số khóa học');
  const codes = Array.isArray(x.codes) ? x.codes.map((c) => (typeof c === 'string' ? c : str((c as { code?: unknown })?.code))).filter(Boolean) : [];
  if (typeof x.code === 'string' && x.code) codes.push(x.code);
  return {
    id: num(x.id),
    slug: str(x.slug),
    name,
    description: str(x.description),
    image: strOrNull(x.image),
    discountLabel: discountLabel(x.discount_type, num(x.discount_value)),
    conditions,
    codes: [...new Set(codes)],
    endsAt: strOrNull(x.ends_at),
  };
}
