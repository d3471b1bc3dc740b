import { ENDPOINTS, apiGet, type OrderList } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import { toPage, type Page } from '../../../lib/to-page';
import type { OrderSummary } from '../types';
import { toOrderSummary } from './to-order';

export const PAGE_SIZE = 10;
export const ordersKey = (page: number): QueryKey => ['orders', 'list', page];

/** GET /api/user/order.json?page=… — the learner's orders, newest first. */
export async function getOrders(page: number): Promise<Page<OrderSummary>> {
  return toPage(await apiGet<OrderList>(ENDPOINTS.order, { page, page_size: PAGE_SIZE }), toOrderSummary);
}
