import { useLocation } from '@edu/shared/router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen';
import { PaymentResult } from '../features/payment/components/payment-result';
import { usePaymentReturn } from '../features/payment/hooks/use-payment-return';
import { isPaymentReturn } from '../features/payment/payment-return';
import { usePageMeta } from '@edu/shared/core';
import '../components/ui/checkout.css';

const META = { title: 'Thanh toán', description: 'Xác nhận thông tin người mua, áp dụng mã khuyến mãi và thanh toán khóa học.' };

/**
 * /gio-hang/thanh-toan — the checkout form, or, when the sandbox gateway sends the learner back with
 * `?order_code&txn_ref&amount&result&sig`, the server-validated payment result.
 */
export default function CheckoutPage() {
  const { search } = useLocation();
  const returning = isPaymentReturn(new URLSearchParams(search));
  return <section className="container co-page">{returning ? <ReturnScreen search={search} /> : <FormScreen />}</section>;
}

function FormScreen() {
  usePageMeta(META);
  return (
    <>
      <h1>Thanh toán</h1>
      <CheckoutScreen />
    </>
  );
}

function ReturnScreen({ search }: { search: string }) {
  const { outcome, retry } = usePaymentReturn(search);
  return (
    <>
      <h1>Kết quả thanh toán</h1>
      <PaymentResult outcome={outcome} onRetry={retry} />
    </>
  );
}
