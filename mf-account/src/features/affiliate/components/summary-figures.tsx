import { formatPrice, type AffiliateSummary } from '@edu/shared/core';

/** The six figures, as a description list (each number has its words). */
export function SummaryFigures({ summary }: { summary: AffiliateSummary }) {
  const rows: Array<[string, string]> = [
    ['Lượt nhấp', summary.clicks.toLocaleString('vi-VN')],
    ['Đơn hàng', summary.orders.toLocaleString('vi-VN')],
    ['Chờ duyệt', formatPrice(summary.pending)],
    ['Đã duyệt', formatPrice(summary.approved)],
    ['Đang chờ chi trả', formatPrice(summary.requested)],
    ['Đã thanh toán', formatPrice(summary.paid)],
  ];
  return (
    <dl className="aff-figures" aria-label="Tổng quan tiếp thị liên kết">
      {rows.map(([label, value]) => (
        <div key={label} className="card aff-figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
