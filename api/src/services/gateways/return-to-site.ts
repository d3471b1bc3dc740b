import type { FastifyInstance, FastifyReply } from 'fastify';
import { signPaymentReturn, type PaymentReturn } from '../../lib/payment-signature';
import { settlePayment } from '../order-service';

/** What a gateway's verified return or IPN says: the transaction, the amount paid (đồng), whether it succeeded. */
export interface GatewayOutcome {
  txnRef: string;
  amount: number;
  success: boolean;
}

/** The site's two result pages: the checkout's, and the mobile webview's. */
const RESULT_PATHS = { site: '/gio-hang/thanh-toan', mobile: '/m/thanh-toan/ket-qua' } as const;

/** A path on the site (its first origin, where SITE_ORIGIN lists several). */
export const siteUrl = (app: FastifyInstance, path: string): string => `${app.config.siteOrigin.split(',')[0]}${path}`;

/** The site's result page, with the outcome signed by this API (the page posts it to validate_order_payment.json). */
export function siteReturnUrl(app: FastifyInstance, ret: PaymentReturn, to: keyof typeof RESULT_PATHS = 'site'): string {
  const qs = new URLSearchParams({
    ...Object.fromEntries(Object.entries(ret).map(([k, v]) => [k, String(v)])),
    sig: signPaymentReturn(app.config.paymentSecret, ret),
  });
  return siteUrl(app, `${RESULT_PATHS[to]}?${qs}`);
}

/**
 * Where a real gateway (VNPay, MoMo) sends the learner back: its verified outcome (null: not signed by it) is
 * settled once, then the learner sees the site's result page; anything wrong lands there with `payment_error`.
 */
export async function returnToSite(app: FastifyInstance, reply: FastifyReply, provider: 'vnpay' | 'momo', outcome: GatewayOutcome | null) {
  if (!outcome) return reply.redirect(siteUrl(app, `${RESULT_PATHS.site}?payment_error=signature`), 302);
  const result = outcome.success ? 'success' : 'failed';
  const settled = await settlePayment(app, { provider, txnRef: outcome.txnRef, amount: outcome.amount, result });
  if (settled.kind !== 'settled' && settled.kind !== 'already')
    return reply.redirect(siteUrl(app, `${RESULT_PATHS.site}?payment_error=${settled.kind}`), 302);
  return reply.redirect(siteReturnUrl(app, { order_code: settled.order.code, txn_ref: outcome.txnRef, amount: outcome.amount, result }), 302);
}
