import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { adminTokenOrRole } from '../../../lib/admin-auth';
import { secured } from '../../../schemas/openapi';
import {
  AdminPayout,
  AffiliateApplication,
  AffiliateDecisionBody,
  AffiliatePayout,
  AffiliateRateBody,
  AffiliateStatus,
  Envelope,
  errors,
  Id,
} from '@edu/shared/schemas';

/**
 * The affiliate programme, the admin's side (ADMIN_TOKEN or an account with the admin role): applications, course
 * rates, the approval job, payouts.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = adminTokenOrRole(app);

  app.get(
    '/affiliate.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: 'ADMIN: affiliate applications (by status)',
        querystring: Type.Object({ status: Type.Optional(AffiliateStatus) }),
        response: { 200: Envelope(Type.Object({ items: Type.Array(AffiliateApplication) })), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ items: await app.repos.affiliate.applications(request.query.status) });
    },
  );

  app.post(
    '/affiliate/decide.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: 'ADMIN: approve or reject an application',
        body: AffiliateDecisionBody,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const { user_id, decision } = request.body;
      if (!(await app.repos.affiliate.decide(user_id, decision))) {
        if (!(await app.repos.affiliate.profile(user_id))) throw notFound('Không có đơn đăng ký tiếp thị liên kết của người dùng này');
      }
      return ok(null, decision === 'approved' ? 'Đã duyệt cộng tác viên' : 'Đã từ chối đơn đăng ký');
    },
  );

  app.post(
    '/affiliate/rate.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: "ADMIN: a course's commission rate (basis points; left out: the default)",
        body: AffiliateRateBody,
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      if (!(await app.repos.affiliate.setRate(request.body.course_id, request.body.rate_bp ?? null))) throw notFound('Không tìm thấy khóa học');
      return ok(null, 'Đã lưu tỉ lệ hoa hồng');
    },
  );

  app.post(
    '/affiliate/approve_due.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: 'ADMIN: the approval job now: commissions past the refund window become approved',
        response: { 200: Envelope(Type.Object({ approved: Type.Integer() })), ...errors },
      },
    },
    async () => ok({ approved: await app.repos.affiliateLedger.approveDue(app.db, new Date(app.config.clock())) }),
  );

  app.get(
    '/affiliate/payout.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: 'ADMIN: payout requests (by status), with the bank account to pay',
        querystring: Type.Object({ status: Type.Optional(Type.Union([Type.Literal('requested'), Type.Literal('paid')])) }),
        response: { 200: Envelope(Type.Object({ items: Type.Array(AdminPayout) })), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ items: await app.repos.affiliateLedger.payoutsForAdmin(request.query.status) });
    },
  );

  app.post(
    '/affiliate/payout_paid.json',
    {
      preHandler: admin,
      schema: {
        tags: ['affiliate'],
        security: secured,
        summary: 'ADMIN: mark a payout request paid (after the transfer)',
        body: Type.Object({ payout_id: Id }),
        response: { 200: Envelope(Type.Object({ payout: AffiliatePayout })), ...errors },
      },
    },
    async (request) => {
      const payout = await app.repos.affiliateLedger.markPaid(request.body.payout_id);
      if (!payout) throw notFound('Không có yêu cầu rút tiền đang chờ với mã này');
      return ok({ payout }, 'Đã đánh dấu đã thanh toán');
    },
  );
};

export default routes;
