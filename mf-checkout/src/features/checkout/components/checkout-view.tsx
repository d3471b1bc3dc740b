import { useRef, useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@edu/shared/core';
import { Link } from '@edu/shared/router';
import { LineItem } from '../../../components/ui/line-item';
import { TotalsBox } from '../../../components/ui/totals-box';
import { totalsView } from '../../../components/ui/totals';
import { PromoForm } from '../../../components/promo/promo-form';
import { usePromo } from '../../../components/promo/use-promo';
import type { CheckoutOrder } from '../api/get-checkout-order';
import { BUYER_FIELDS } from '../buyer-form';
import { useBuyerForm } from '../hooks/use-buyer-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { BuyerFields } from './buyer-fields';
import { PlaceOrderStatus } from './place-order-status';
import { PaymentMethods } from './payment-methods';
import { usePaymentMethods } from '../hooks/use-payment-methods';

export function CheckoutView({ order, initialPromo }: { order: CheckoutOrder; initialPromo: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const buyer = useBuyerForm();
  const promo = usePromo(order.courseIds, order.subtotal, initialPromo, order.podIds);
  const totals = totalsView(order.subtotal, promo.applied);
  const { stage, place, retryPayment } = usePlaceOrder();
  const busy = stage.kind === 'submitting' || stage.kind === 'redirecting';
  const methods = usePaymentMethods();
  const [picked, setPicked] = useState<PaymentMethod>();
  const method = picked ?? methods.data?.[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const values = buyer.submit();
    if (!values) {
      // Focus the first field that needs fixing once its message is on screen.
      setTimeout(() => {
        const first = BUYER_FIELDS.find((f) => formRef.current?.querySelector(`[name="${f}"][aria-invalid="true"]`));
        if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      }, 0);
      return;
    }
    void place(order, values, totals.promoCode, totals.total > 0 ? method : undefined);
  };

  return (
    <form ref={formRef} className="co-grid" noValidate onSubmit={submit} aria-label="Thanh toán đơn hàng">
      <div>
        <BuyerFields values={buyer.values} errors={buyer.errors} disabled={busy} onChange={buyer.change} onBlur={buyer.blur} />
        {order.owned.length > 0 && (
          <p className="co-notice">Bạn đã sở hữu: {order.owned.map((o) => o.name).join(', ')}. Các khóa học này không được tính vào đơn hàng.</p>
        )}
      </div>
      <aside className="co-summary card" aria-label="Đơn hàng của bạn">
        <h2>Đơn hàng của bạn</h2>
        <ul className="co-lines">
          {order.lines.map((item) => (
            <LineItem key={item.courseId} item={item} />
          ))}
        </ul>
        <PromoForm promo={promo} />
        <TotalsBox totals={totals} />
        {totals.total > 0 && <PaymentMethods methods={methods.data ?? []} chosen={method} disabled={busy} onChoose={setPicked} />}
        <PlaceOrderStatus stage={stage} onRetryPayment={retryPayment} />
        {stage.kind !== 'bank-transfer' && (
          <button type="submit" className="btn btn-primary co-full" disabled={busy} aria-busy={busy}>
            {totals.total > 0 ? 'Đặt hàng và thanh toán' : 'Đăng ký học ngay'}
          </button>
        )}
        {order.source === 'cart' && (
          <Link to="/gio-hang" className="co-muted">
            ← Quay lại giỏ hàng
          </Link>
        )}
      </aside>
    </form>
  );
}
