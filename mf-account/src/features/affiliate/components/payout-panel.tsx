import { useState } from 'react';
import { Button } from '@edu/ui';
import { errorMessage, showToast, type AffiliateDashboard } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';
import { FormAlert } from '../../../components/ui/form-alert';
import { requestPayout } from '../api/affiliate-actions';
import { money } from './labels';

/** The approved balance, the payout request (from the minimum; one at a time) and past payouts. */
export function PayoutPanel({ data }: { data: AffiliateDashboard }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { approved } = data.summary;
  const min = data.rules.min_payout;
  const waiting = data.payouts.some((p) => p.status === 'requested');
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      const payout = await requestPayout();
      showToast(`Đã gửi yêu cầu rút ${money(payout.amount)}`, { kind: 'success' });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="acc-section" aria-labelledby="acc-aff-payout-title">
      <h2 id="acc-aff-payout-title" className="acc-aff-h2">
        Rút tiền
      </h2>
      <div className="card acc-card acc-section">
        <p>
          Số dư có thể rút: <strong>{money(Math.max(0, approved))}</strong>. Mức rút tối thiểu {money(min)}; tiền chuyển về tài khoản{' '}
          {data.affiliate?.bank_name} ••••{data.affiliate?.bank_account_last4}.
        </p>
        <FormAlert message={error} />
        {waiting ? <p className="acc-muted">Bạn đang có một yêu cầu rút tiền chờ chi trả.</p> : null}
        {!waiting && approved < min ? <p className="acc-muted">Chưa đủ mức rút tối thiểu.</p> : null}
        <div>
          <Button type="button" busy={busy} disabled={waiting || approved < min} onClick={() => void ask()}>
            Yêu cầu rút tiền
          </Button>
        </div>
      </div>
      {data.payouts.length ? (
        <div className="acc-table-wrap card">
          <table className="acc-table">
            <caption className="visually-hidden">Lịch sử rút tiền</caption>
            <thead>
              <tr>
                <th scope="col">Ngày yêu cầu</th>
                <th scope="col">Số tiền</th>
                <th scope="col">Trạng thái</th>
              </tr>
            </thead>
            <tbody>
              {data.payouts.map((p) => (
                <tr key={p.id}>
                  <td>{formatDate(p.requested_at)}</td>
                  <td>{money(p.amount)}</td>
                  <td>
                    <span className={`acc-status acc-status--${p.status === 'paid' ? 'paid' : 'pending'}`}>
                      {p.status === 'paid' ? 'Đã thanh toán' : 'Đang chờ chi trả'}
                    </span>
                    {p.paid_at ? <span className="acc-small acc-muted"> ngày {formatDate(p.paid_at)}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
