import type { AffiliateSummary } from '@edu/shared/core';
import { money } from './labels';

/** The six figures, each with its words. */
export function SummaryFigures({ summary }: { summary: AffiliateSummary }) {
  const rows: Array<[string, string]> = [
    ['Lượt nhấp', summary.clicks.toLocaleString('vi-VN')],
    ['Đơn hàng', summary.orders.toLocaleString('vi-VN')],
    ['Chờ duyệt', money(summary.pending)],
    ['Đã duyệt', money(summary.approved)],
    ['Đang chờ chi trả', money(summary.requested)],
    ['Đã thanh toán', money(summary.paid)],
  ];
  return (
    <ul className="acc-aff-figures" aria-label="Tổng quan tiếp thị liên kết">
      {rows.map(([label, value]) => (
        <li key={label} className="card acc-aff-figure">
          <span className="acc-aff-figure-label">{label}</span>
          <strong className="acc-aff-figure-value">{value}</strong>
        </li>
      ))}
    </ul>
  );
}
