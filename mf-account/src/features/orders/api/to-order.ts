import { courseRoute } from '@edu/shared';
import { num, str, strOrNull } from '../../../lib/to-page';
import { toOrderStatus } from '../order-status';
import type { OrderDetail, OrderLine, OrderSummary } from '../types';

const rows = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];

function toLine(x: Record<string, unknown>): OrderLine {
  const course = (typeof x.course === 'object' && x.course !== null ? x.course : x) as Record<string, unknown>;
  const alias = str(course.alias);
  const code = str(course.alias_code);
  return {
    courseId: num(x.course_id ?? course.id),
    name: str(x.name) || str(course.name, 'Khóa học'),
    // unit_price is what the line was sold at (sale price or package); price is the course's list price
    price: num(x.unit_price ?? x.price),
    listPrice: num(x.price ?? x.unit_price),
    route: alias && code ? courseRoute(alias, code) : null,
  };
}

export function toOrderSummary(x: Record<string, unknown>): OrderSummary | null {
  const code = str(x.code);
  if (!code) return null;
  return {
    id: num(x.id),
    code,
    status: toOrderStatus(x.status),
    total: num(x.total),
    createdAt: str(x.created_at),
    itemNames: rows(x.items).map((i) => toLine(i).name),
  };
}

export function toOrderDetail(x: Record<string, unknown>): OrderDetail | null {
  const summary = toOrderSummary(x);
  if (!summary) return null;
  const lines = rows(x.items).map(toLine);
  return {
    ...summary,
    itemNames: lines.map((l) => l.name),
    lines,
    subtotal: num(x.subtotal, summary.total),
    discount: num(x.discount),
    promoCode: strOrNull(x.promo_code),
    paymentMethod: strOrNull(x.payment_method),
    paidAt: strOrNull(x.paid_at),
  };
}
