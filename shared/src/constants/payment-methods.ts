import type { PaymentMethod } from '../schemas/common';

/** Each way to pay as a Vietnamese shopper reads it: at checkout and on the order afterwards. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  vnpay: 'VNPay',
  momo: 'Ví MoMo',
  vietqr: 'Chuyển khoản ngân hàng (VietQR)',
  sandbox: 'Cổng thanh toán thử nghiệm',
};

/** The method's Vietnamese name; an unknown code (an older order) as 'Khác'. */
export function paymentMethodName(method: string): string {
  return (PAYMENT_METHOD_NAMES as Record<string, string>)[method] ?? 'Khác';
}
