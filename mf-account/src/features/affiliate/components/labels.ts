import type { CommissionStatus } from '@edu/shared/core';

export const COMMISSION_LABEL: Record<CommissionStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  requested: 'Đang chờ chi trả',
  paid: 'Đã thanh toán',
  reversed: 'Đã hủy (đơn hoàn tiền)',
};

/** The status chips' colours, reusing the orders' classes. */
export const COMMISSION_TONE: Record<CommissionStatus, string> = {
  pending: 'pending',
  approved: 'paid',
  requested: 'pending',
  paid: 'paid',
  reversed: 'cancelled',
};

/** 2000 basis points → "20%". */
export const percent = (bp: number) => `${(bp / 100).toLocaleString('vi-VN')}%`;

/** An amount of money, 0 included ("0đ", where the site's price format says "Miễn phí") and negative (a clawback). */
export function money(n: number): string {
  const digits = String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${n < 0 ? '−' : ''}${digits}đ`;
}
