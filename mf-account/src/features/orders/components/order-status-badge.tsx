import { ORDER_STATUS_LABEL } from '../order-status';
import type { OrderStatus } from '../types';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`acc-status acc-status--${status}`}>{ORDER_STATUS_LABEL[status]}</span>;
}
