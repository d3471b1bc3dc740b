import type { PlaceStage } from '../hooks/use-place-order';
import { BankTransfer } from './bank-transfer';

/** What happens after 'Đặt hàng': progress, or an error the learner can act on (the order is kept). */
export function PlaceOrderStatus({ stage, onRetryPayment }: { stage: PlaceStage; onRetryPayment: () => void }) {
  switch (stage.kind) {
    case 'submitting':
      return (
        <p className="co-muted" role="status">
          Đang tạo đơn hàng…
        </p>
      );
    case 'redirecting':
      return (
        <p className="co-muted" role="status">
          Đã tạo đơn hàng {stage.order.code}. Đang chuyển đến cổng thanh toán…
        </p>
      );
    case 'payment-error':
      return (
        <div className="co-notice" role="alert">
          <p>
            Đơn hàng {stage.order.code} đã được tạo nhưng chưa mở được cổng thanh toán: {stage.message}
          </p>
          <button type="button" className="btn btn-outline" onClick={onRetryPayment}>
            Mở lại cổng thanh toán
          </button>
        </div>
      );
    case 'bank-transfer':
      return <BankTransfer order={stage.order} transfer={stage.transfer} />;
    case 'error':
      return (
        <p className="field-error" role="alert">
          {stage.message}
        </p>
      );
    default:
      return null;
  }
}
