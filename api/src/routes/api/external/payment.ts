import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { escapeHtml } from '../../../lib/text';
import { notFound } from '../../../lib/errors';
import { signPaymentReturn, type PaymentReturn } from '../../../lib/payment-signature';
import { validatePayment } from '../../../services/order-service';
import { Envelope, errors, PaymentReturnBody, PaymentValidation } from '@edu/shared/schemas';

const TxnQuery = Type.Object({
  txn_ref: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' }),
  return_to: Type.Optional(Type.Union([Type.Literal('site'), Type.Literal('mobile')])),
});

/** The two places a payment may return to: the site's checkout, or the mobile webview's result screen. */
const RETURN_PATHS = { site: '/gio-hang/thanh-toan', mobile: '/m/thanh-toan/ket-qua' } as const;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api/external/validate_order_payment.json', {
    schema: {
      tags: ['commerce'], summary: 'Verify the sandbox gateway\'s signed return; success completes the order and grants its courses',
      description: 'sig = HMAC-SHA256(PAYMENT_SECRET, "order_code|txn_ref|amount|result") in hex. A tampered signature or amount → 400. Idempotent.',
      body: PaymentReturnBody, response: { 200: Envelope(PaymentValidation), ...errors },
    },
  }, async (request) => {
    const { sig, ...ret } = request.body;
    const r = await validatePayment(app, ret, sig);
    return ok(r, r.paid ? 'Thanh toán thành công' : 'Thanh toán chưa thành công');
  });

  const signedReturn = async (txnRef: string, result: PaymentReturn['result']) => {
    const p = await app.repos.orders.paymentByTxn(app.db, txnRef);
    if (!p) throw notFound('Không tìm thấy giao dịch thanh toán');
    const ret: PaymentReturn = { order_code: p.order_code, txn_ref: p.txn_ref, amount: p.amount, result };
    return { ...ret, sig: signPaymentReturn(app.config.paymentSecret, ret) };
  };

  // The sandbox gateway exists only where it is switched on (development, tests, CI): never in production.
  if (!app.config.sandboxPayments) return;

  /** SANDBOX gateway page: a stand-in for a real payment provider. */
  app.get('/api/external/sandbox/checkout', {
    schema: { tags: ['sandbox'], summary: 'SANDBOX payment page (HTML) with Pay / Cancel', querystring: TxnQuery },
  }, async (request, reply) => {
    const p = await app.repos.orders.paymentByTxn(app.db, request.query.txn_ref);
    if (!p) throw notFound('Không tìm thấy giao dịch thanh toán');
    const back = request.query.return_to === 'mobile' ? '&return_to=mobile' : '';
    const link = (result: string) => `/api/external/sandbox/complete?txn_ref=${p.txn_ref}&result=${result}${back}`;
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Cổng thanh toán thử nghiệm</title>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto"><h1>Cổng thanh toán thử nghiệm (SANDBOX)</h1>
<p>Đơn hàng <b>${escapeHtml(p.order_code)}</b> — số tiền <b>${p.amount.toLocaleString('vi-VN')}đ</b></p>
<p><a href="${link('success')}">Thanh toán thành công</a> · <a href="${link('cancelled')}">Hủy thanh toán</a></p></body></html>`;
  });

  app.get('/api/external/sandbox/complete', {
    schema: {
      tags: ['sandbox'], summary: 'SANDBOX: redirect back to the site with a signed return',
      querystring: Type.Object({ ...TxnQuery.properties, result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')]) }),
    },
  }, async (request, reply) => {
    const signed = await signedReturn(request.query.txn_ref, request.query.result);
    const qs = new URLSearchParams(Object.entries(signed).map(([k, v]) => [k, String(v)]));
    const path = RETURN_PATHS[request.query.return_to ?? 'site'];
    return reply.redirect(`${app.config.siteOrigin.split(',')[0]}${path}?${qs}`, 302);
  });

  if (app.config.devTools && app.config.sandboxPayments) {
    app.post('/api/dev/sandbox_pay.json', {
      schema: {
        tags: ['dev'], summary: 'DEV ONLY: the signed return the sandbox gateway would send (for tests and scripts)',
        body: Type.Object({ ...TxnQuery.properties, result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')], { default: 'success' }) }),
        response: { 200: Envelope(PaymentReturnBody), ...errors },
      },
    }, async (request) => ok(await signedReturn(request.body.txn_ref, request.body.result)));
  }
};

export default routes;
