import { ENDPOINTS, ApiError, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import type { OrderDetail } from '../types';
import { toOrderDetail } from './to-order';

export const orderKey = (code: string): QueryKey => ['orders', 'detail', code];

/** GET /api/user/order/details.json?code=… */
export async function getOrder(code: string): Promise<OrderDetail> {
  const raw = await apiGet<Record<string, unknown>>(ENDPOINTS.orderDetails, { code });
  const order = toOrderDetail((raw?.order ?? raw) as Record<string, unknown>);
  if (!order) throw new ApiError(404, 'Không tìm thấy đơn hàng.');
  return order;
}
