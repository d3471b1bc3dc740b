import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { adminTokenOrRole } from '../../../lib/admin-auth';
import { secured } from '../../../schemas/openapi';
import { refundOrder } from '../../../services/refund-order';
import { AdminOrderView, Envelope, errors } from '@edu/shared/schemas';

const OrderCode = Type.String({ minLength: 4, maxLength: 40, pattern: '^[A-Za-z0-9]+$' });

/** Orders as the admin sees them (ADMIN_TOKEN or the admin role): who bought, which affiliate link brought it; refunds. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = adminTokenOrRole(app);

  app.get(
    '/order.json',
    {
      preHandler: admin,
      schema: {
        tags: ['commerce'],
        security: secured,
        summary: 'ADMIN: one order by code, with its affiliate attribution and commission',
        querystring: Type.Object({ code: OrderCode }),
        response: { 200: Envelope(AdminOrderView), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const r = await app.repos.affiliateLedger.orderForAdmin(request.query.code.toUpperCase());
      if (!r) throw notFound('Không tìm thấy đơn hàng');
      const order = { id: r.id, code: r.code, status: r.status, user_id: r.user_id, total: r.total, created_at: r.created_at, paid_at: r.paid_at };
      const attribution =
        r.affiliate_id === null
          ? null
          : {
              affiliate_id: r.affiliate_id,
              affiliate_name: r.affiliate_name,
              link_code: r.link_code,
              target_path: r.target_path,
              clicked_at: r.clicked_at,
              commission: r.commission_amount === null ? null : { amount: r.commission_amount, status: r.commission_status },
            };
      return ok({ order, attribution });
    },
  );

  app.post(
    '/order/refund.json',
    {
      preHandler: admin,
      schema: {
        tags: ['commerce'],
        security: secured,
        summary: 'ADMIN: refund a paid order (courses taken back, an affiliate commission reversed)',
        body: Type.Object({ code: OrderCode }),
        response: { 200: Envelope(Type.Object({ code: Type.String(), status: Type.Literal('refunded'), commission: Type.String() })), ...errors },
      },
    },
    async (request) => ok(await refundOrder(app, request.body.code.toUpperCase()), 'Đã hoàn tiền đơn hàng'),
  );
};

export default routes;
