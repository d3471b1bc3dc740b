import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '@edu/shared/router';
import { ENDPOINTS, apiGet, type Order, useSignedIn } from '@edu/shared/core';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states';
import { FRESH, useQuery } from '../../../lib/use-query';
import { PaymentResult } from './payment-result';
import { usePaymentReturn, type ReturnOutcome } from '../hooks/use-payment-return';
import { MOBILE_PATHS } from '../../../lib/mobile-route';

/**
 * /m/thanh-toan/ket-qua?order_code&txn_ref&amount&result&sig — the app's webview return. After the
 * server has judged it, the URL becomes /m/thanh-toan/thanh-cong or /m/thanh-toan/that-bai (what the
 * app watches for to close its webview), with the outcome in history state.
 */
export function MobilePaymentReturn() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { outcome, retry } = usePaymentReturn(search);
  const settled = outcome.kind !== 'checking' && !(outcome.kind === 'invalid' && outcome.canRetry);
  useEffect(() => {
    if (!settled) return;
    const code = outcome.kind === 'paid' || outcome.kind === 'unpaid' ? outcome.validation.order.code : new URLSearchParams(search).get('order_code');
    const target = outcome.kind === 'paid' ? MOBILE_PATHS.paymentSuccess : MOBILE_PATHS.paymentFailed;
    navigate(code ? `${target}?order_code=${encodeURIComponent(code)}` : target, { replace: true, state: { outcome } });
  }, [settled, outcome, search, navigate]);
  return <PaymentResult outcome={settled ? { kind: 'checking' } : outcome} onRetry={retry} />;
}

function outcomeFromState(state: unknown): ReturnOutcome | null {
  const outcome = (state as { outcome?: ReturnOutcome } | null)?.outcome;
  return outcome && typeof outcome === 'object' && typeof outcome.kind === 'string' ? outcome : null;
}

/** /m/thanh-toan/thanh-cong and /that-bai: the outcome handed over, or (after a reload) the order as the server has it. */
export function MobilePaymentFinal({ success }: { success: boolean }) {
  const location = useLocation();
  const handed = outcomeFromState(location.state);
  const code = new URLSearchParams(location.search).get('order_code') ?? '';
  const signedIn = useSignedIn();
  const order = useQuery<Order>(
    ['order', code],
    (signal) => apiGet<{ order: Order }>(ENDPOINTS.orderDetails, { code }, { signal }).then((r) => r.order),
    { ...FRESH, enabled: !handed && signedIn && code !== '' },
  );
  if (handed) return <PaymentResult outcome={handed} onRetry={() => undefined} />;
  if (signedIn && code && order.status === 'loading') return <LoadingBlock label="Đang tải đơn hàng…" />;
  if (order.data) {
    const paid = order.data.status === 'completed';
    const outcome: ReturnOutcome = paid
      ? { kind: 'paid', validation: { order: order.data, paid: true } }
      : { kind: 'unpaid', validation: { order: order.data, paid: false }, result: 'failed' };
    return <PaymentResult outcome={outcome} onRetry={order.refetch} />;
  }
  return (
    <ErrorBlock
      title={success ? 'Kết quả thanh toán' : 'Thanh toán chưa thành công'}
      message="Bạn có thể xem trạng thái đơn hàng trong mục Đơn hàng của tôi."
    >
      <Link className="btn btn-primary" to="/tai-khoan/don-hang">
        Đơn hàng của tôi
      </Link>
    </ErrorBlock>
  );
}
