import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { adminOnly } from '../../../lib/admin-auth';
import { settlePayment } from '../../../services/order-service';
import { Envelope, errors, PaymentValidation } from '@edu/shared/schemas';

/**
 * Bank transfers (VietQR) have no gateway to vouch for them: an admin who sees the money arrive on the account
 * confirms the transfer by its reference and amount, which settles the order like a gateway would. Only where
 * ADMIN_TOKEN is set.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.adminToken;
  if (!token) return;

  app.post(
    '/payment/confirm.json',
    {
      preHandler: adminOnly(token),
      schema: {
        tags: ['commerce'],
        summary: 'ADMIN: confirm a bank transfer that arrived (its reference and amount)',
        body: Type.Object({ txn_ref: Type.String({ minLength: 1, maxLength: 40 }), amount: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }) }),
        response: { 200: Envelope(PaymentValidation), ...errors },
      },
    },
    async (request) => {
      const r = await settlePayment(app, {
        provider: 'vietqr',
        txnRef: request.body.txn_ref.trim().toUpperCase(),
        amount: request.body.amount,
        result: 'success',
      });
      if (r.kind === 'settled' || r.kind === 'already') {
        return ok({ order: r.order, paid: r.paid }, r.kind === 'already' ? 'Đơn hàng đã được xác nhận trước đó' : 'Đã xác nhận chuyển khoản');
      }
      if (r.kind === 'unknown') throw notFound('Không có chuyển khoản chờ xác nhận với mã này');
      if (r.kind === 'amount') throw badRequest('Số tiền không khớp với đơn hàng');
      throw badRequest('Đơn hàng này đã được thay bằng một đơn mới');
    },
  );
};

export default routes;
