import type { TotalsView } from './totals';

/** Tạm tính / Giảm giá / Tổng cộng, as a description list. */
export function TotalsBox({ totals }: { totals: TotalsView }) {
  return (
    <dl className="co-totals" aria-label="Tổng tiền">
      {totals.lines.map((line) => (
        <div key={line.kind} className={`co-totals-row co-totals-${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      {totals.estimated && <p className="co-muted co-small">Số tiền cuối cùng được tính chính xác khi tạo đơn hàng.</p>}
    </dl>
  );
}
