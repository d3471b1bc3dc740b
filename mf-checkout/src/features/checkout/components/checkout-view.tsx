import { useState, type FormEvent } from 'react';
import type { PaymentMethod } from '@edu/shared/core';
import { Link } from '@edu/shared/router';
import { LineItem } from '../../../components/ui/line-item';
import { TotalsBox } from '../../../components/ui/totals-box';
import { totalsView } from '../../../components/ui/totals';
import { PromoForm } from '../../../components/promo/promo-form';
import { usePromo } from '../../../components/promo/use-promo';
import type { CheckoutOrder } from '../api/get-checkout-order';
import { useBuyerForm } from '../hooks/use-buyer-form';
import { usePlaceOrder } from '../hooks/use-place-order';
import { BuyerFields } from './buyer-fields';
import { PlaceOrderStatus } from './place-order-status';
import { PaymentMethods } from './payment-methods';
import { usePaymentMethods } from '../hooks/use-payment-methods';

export function CheckoutView({ order, initialPromo }: { order: CheckoutOrder; initialPromo: string }) {
  const promo = usePromo(order.courseIds, order.subtotal, initialPromo, order.podIds);
  const totals = totalsView(order.subtotal, promo.applied);
  const { stage, place, retryPayment } = usePlaceOrder();
  const busy = stage.kind === 'submitting' || stage.kind === 'redirecting';
  const methods = usePaymentMethods();
  const [picked, setPicked] = useState<PaymentMethod>();
  const method = picked ?? methods.data?.[0];
  // valid details place the order (shared's useForm shows the messages and focuses the first field otherwise)
  const buyer = useBuyerForm((values) => void place(order, values, totals.promoCode, totals.total > 0 ? method : undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void buyer.handleSubmit();
  };

  return (
    <form className="co-grid" noValidate onSubmit={submit} aria-label="Thanh toán đơn hàng">
      <div>
        <BuyerFields field={buyer.field} disabled={busy} />
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
          <button
            type="submit"
            className="btn btn-primary co-full"
            disabled={busy}
            aria-busy={busy}
            // a press keeps the focus in the field: leaving it would show its message and move this button from
            // under the pointer before the click lands (the submit shows every message and focuses the first)
            onMouseDown={(e) => e.preventDefault()}
          >
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
