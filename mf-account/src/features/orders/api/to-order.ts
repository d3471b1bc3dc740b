import { courseRoute, packageLabel, paymentMethodName, type Order, type OrderItem } from '@edu/shared/core';
import { toOrderStatus } from '../order-status';
import type { OrderDetail, OrderLine, OrderSummary } from '../types';

function toLine(x: OrderItem): OrderLine {
  return {
    courseId: x.course_id,
    name: x.name || 'Khóa học',
    // unit_price is what the line was sold at (sale price or package); price is the course's list price
    price: x.unit_price,
    listPrice: x.price,
    packageName: x.pod_cycle != null ? packageLabel(x.pod_cycle) || 'Gói học' : null,
    route: x.alias && x.alias_code ? courseRoute(x.alias, x.alias_code) : null,
  };
}

export function toOrderSummary(x: Order): OrderSummary {
  return {
    id: x.id,
    code: x.code,
    status: toOrderStatus(x.status),
    total: x.total,
    createdAt: x.created_at,
    itemNames: x.items.map((i) => toLine(i).name),
  };
}

export function toOrderDetail(x: Order): OrderDetail {
  return {
    ...toOrderSummary(x),
    lines: x.items.map(toLine),
    subtotal: x.subtotal,
    discount: x.discount,
    promoCode: x.promo_code,
    paymentMethod: x.payment_method ? paymentMethodName(x.payment_method) : null,
    paidAt: x.paid_at,
  };
}
