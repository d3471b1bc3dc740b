import { useState } from 'react';
import { Link } from '@edu/shared/router';
import { formatPrice, learnRoute, type Order, errorMessage } from '@edu/shared/core';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states';
import { leaveTo } from '../../../lib/browser';
import { usePageMeta } from '@edu/shared/core';
import { PAYMENT_FAILED, startPayment } from '../../../lib/order-api';
import type { ReturnOutcome } from '../hooks/use-payment-return';

export const MY_COURSES = '/tai-khoan/khoa-hoc-cua-toi';

/** The outcome of a payment return: success with the courses, not paid (pay again), or rejected. */
export function PaymentResult({ outcome, onRetry }: { outcome: ReturnOutcome; onRetry: () => void }) {
  usePageMeta({ title: outcome.kind === 'paid' ? 'Thanh toán thành công' : 'Kết quả thanh toán' });
  switch (outcome.kind) {
    case 'checking':
      return <LoadingBlock label="Đang xác nhận thanh toán…" />;
    case 'paid':
      return <PaidResult order={outcome.validation.order} />;
    case 'unpaid':
      return <UnpaidResult order={outcome.validation.order} cancelled={outcome.result === 'cancelled'} />;
    case 'invalid':
      return (
        <ErrorBlock title="Không xác nhận được thanh toán" message={outcome.message} onRetry={outcome.canRetry ? onRetry : undefined}>
          <p className="co-muted co-full">Nếu tài khoản của bạn đã bị trừ tiền, vui lòng liên hệ hỗ trợ kèm mã đơn hàng.</p>
          <Link className="btn btn-outline" to="/ho-tro-khach-hang">
            Liên hệ hỗ trợ
          </Link>
          <Link className="btn btn-outline" to="/gio-hang">
            Về giỏ hàng
          </Link>
        </ErrorBlock>
      );
  }
}

function PaidResult({ order }: { order: Order }) {
  return (
    <div className="co-result co-result-ok card" role="status">
      <span className="co-result-icon" aria-hidden="true">
        ✓
      </span>
      <h2>Thanh toán thành công</h2>
      <p>
        Đơn hàng <strong>{order.code}</strong> · {formatPrice(order.total)}. Các khóa học đã được thêm vào tài khoản của bạn.
      </p>
      <ul className="co-result-courses" aria-label="Khóa học đã mua">
        {order.items.map((item) => (
          <li key={item.course_id}>
            <span>{item.name}</span>
            <Link className="btn btn-primary" to={learnRoute(item.alias, item.alias_code)} aria-label={`Vào học ${item.name}`}>
              Vào học
            </Link>
          </li>
        ))}
      </ul>
      <Link className="btn btn-outline" to={MY_COURSES}>
        Khóa học của tôi
      </Link>
    </div>
  );
}

function UnpaidResult({ order, cancelled }: { order: Order; cancelled: boolean }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payAgain = async () => {
    setBusy(true);
    setError(null);
    try {
      leaveTo((await startPayment(order.id)).payment_url);
    } catch (err) {
      setError(errorMessage(err, PAYMENT_FAILED));
      setBusy(false);
    }
  };
  return (
    <div className="co-result co-result-bad card" role="alert">
      <span className="co-result-icon" aria-hidden="true">
        !
      </span>
      <h2>Thanh toán chưa thành công</h2>
      <p>
        {cancelled ? 'Bạn đã hủy giao dịch.' : 'Giao dịch không thành công.'} Đơn hàng <strong>{order.code}</strong> ({formatPrice(order.total)})
        {order.status === 'pending' ? ' vẫn đang chờ thanh toán.' : '.'}
      </p>
      {error && <p className="field-error">{error}</p>}
      <div className="co-state-actions">
        {order.status === 'pending' && (
          <button type="button" className="btn btn-primary" disabled={busy} aria-busy={busy} onClick={() => void payAgain()}>
            Thanh toán lại
          </button>
        )}
        <Link className="btn btn-outline" to="/khoa-hoc">
          Xem các khóa học
        </Link>
      </div>
    </div>
  );
}
