import type { AffiliateCommission } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';
import { COMMISSION_LABEL, COMMISSION_TONE, money } from './labels';

/** The latest commissions: what was bought (never who), the amount, where it stands. */
export function CommissionTable({ items }: { items: AffiliateCommission[] }) {
  if (items.length === 0) return <p className="acc-muted">Chưa có đơn hàng nào qua liên kết của bạn.</p>;
  return (
    <div className="acc-table-wrap card">
      <table className="acc-table">
        <caption className="visually-hidden">Hoa hồng gần đây</caption>
        <thead>
          <tr>
            <th scope="col">Ngày</th>
            <th scope="col">Khóa học</th>
            <th scope="col">Liên kết</th>
            <th scope="col">Hoa hồng</th>
            <th scope="col">Trạng thái</th>
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id}>
              <td>{formatDate(c.created_at)}</td>
              <td>{c.kind === 'clawback' ? `Thu hồi: ${c.courses}` : c.courses}</td>
              <td>
                <code>{c.link_code}</code>
              </td>
              <td>{money(c.amount)}</td>
              <td>
                <span className={`acc-status acc-status--${COMMISSION_TONE[c.status]}`}>{COMMISSION_LABEL[c.status]}</span>
                {c.status === 'pending' ? <span className="acc-small acc-muted"> đến {formatDate(c.approve_after)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
