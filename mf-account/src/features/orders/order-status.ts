import type { OrderStatus } from './types';

const KNOWN: Record<string, OrderStatus> = {
  pending: 'pending',
  unpaid: 'pending',
  waiting: 'pending',
  new: 'pending',
  paid: 'paid',
  success: 'paid',
  completed: 'paid',
  done: 'paid',
  active: 'paid',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  failed: 'failed',
  fail: 'failed',
  error: 'failed',
  refunded: 'refunded',
};

export function toOrderStatus(raw: unknown): OrderStatus {
  return (typeof raw === 'string' && KNOWN[raw.toLowerCase()]) || 'unknown';
}

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  cancelled: 'Đã hủy',
  failed: 'Thanh toán thất bại',
  refunded: 'Đã hoàn tiền',
  unknown: 'Đang xử lý',
};
