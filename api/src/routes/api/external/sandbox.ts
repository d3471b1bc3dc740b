import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { escapeHtml } from '../../../lib/text';
import { notFound } from '../../../lib/errors';
import { sandboxOutcome, TxnQuery } from '../../../services/sandbox-gateway';
import { siteReturnUrl } from '../../../services/gateways/return-to-site';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The sandbox gateway exists only where it is switched on (development, tests, CI): never in production.
  if (!app.config.sandboxPayments) return;

  /** SANDBOX gateway page: a stand-in for a real payment provider. */
  app.get(
    '/sandbox/checkout',
    {
      schema: { tags: ['sandbox'], summary: 'SANDBOX payment page (HTML) with Pay / Cancel', querystring: TxnQuery },
    },
    async (request, reply) => {
      const p = await app.repos.orders.paymentByTxn(app.db, request.query.txn_ref);
      if (!p) throw notFound('Không tìm thấy giao dịch thanh toán');
      const back = request.query.return_to === 'mobile' ? '&return_to=mobile' : '';
      const link = (result: string) => `/api/external/sandbox/complete?txn_ref=${p.txn_ref}&result=${result}${back}`;
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="vi"><meta charset="utf-8"><title>Cổng thanh toán thử nghiệm</title>
<body style="font-family:sans-serif;max-width:480px;margin:40px auto"><h1>Cổng thanh toán thử nghiệm (SANDBOX)</h1>
<p>Đơn hàng <b>${escapeHtml(p.order_code)}</b> — số tiền <b>${p.amount.toLocaleString('vi-VN')}đ</b></p>
<p><a href="${link('success')}">Thanh toán thành công</a> · <a href="${link('cancelled')}">Hủy thanh toán</a></p></body></html>`;
    },
  );

  app.get(
    '/sandbox/complete',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'SANDBOX: redirect back to the site with a signed return',
        querystring: Type.Object({
          ...TxnQuery.properties,
          result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')]),
        }),
      },
    },
    async (request, reply) => {
      const ret = await sandboxOutcome(app, request.query.txn_ref, request.query.result);
      return reply.redirect(siteReturnUrl(app, ret, request.query.return_to ?? 'site'), 302);
    },
  );
};

export default routes;
