import { ENDPOINTS, apiGet, type Order } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import type { OrderDetail } from '../types';
import { toOrderDetail } from './to-order';

export const orderKey = (code: string): QueryKey => ['orders', 'detail', code];

/** GET /api/user/order/details.json?code=… (404 when it is not the learner's order). */
export async function getOrder(code: string): Promise<OrderDetail> {
  const { order } = await apiGet<{ order: Order }>(ENDPOINTS.orderDetails, { code });
  return toOrderDetail(order);
}
