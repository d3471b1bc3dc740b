import type { FastifyInstance } from 'fastify';
import { signPaymentReturn, type PaymentReturn } from '../../lib/payment-signature';

/** The site's result page, with the outcome signed by this API (the page posts it to validate_order_payment.json). */
export function siteReturnUrl(app: FastifyInstance, ret: PaymentReturn, to: 'site' | 'mobile' = 'site'): string {
  const path = to === 'mobile' ? '/m/thanh-toan/ket-qua' : '/gio-hang/thanh-toan';
  const qs = new URLSearchParams({ ...Object.fromEntries(Object.entries(ret).map(([k, v]) => [k, String(v)])), sig: signPaymentReturn(app.config.paymentSecret, ret) });
  return `${app.config.siteOrigin.split(',')[0]}${path}?${qs}`;
}
