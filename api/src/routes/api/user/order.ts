import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { activateCode, createOrder } from '../../../services/order-service';
import { startPayment } from '../../../services/gateways/start-payment';
import { guardedCodeAttempt } from '../../../lib/rate-keys';
import {
  ActivateBody,
  ActivationResult,
  CreateOrderResponse,
  Envelope,
  errors,
  Id,
  OrderBody,
  OrderDetails,
  OrderDetailsQuery,
  OrderList,
  OrderListQuery,
  PaymentMethod,
  PaymentStart,
} from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';
import { attributeOrder } from '../../../services/affiliate/attribution';

const IDEM = /^[A-Za-z0-9_.:-]{8,128}$/;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'Create an order (prices computed on the server)',
      description:
        'Courses the user already owns are skipped (order null when nothing is left). A free order (total 0) ' +
        'completes at once and grants the courses. Honours `Idempotency-Key` (8–128 chars): the same key and body return the same order.',
      body: OrderBody,
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 128 })) }),
      response: { 200: Envelope(CreateOrderResponse), ...errors },
    }),
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (key !== undefined && !IDEM.test(key)) throw badRequest('Idempotency-Key không hợp lệ (8–128 ký tự chữ, số, _ . : -)');
      const place = () => createOrder(app, request.userId!, request.body, key ?? null);
      // an order with a promo code is also a way to try codes: it shares the wrong-code allowance
      const r = request.body.promo_code?.trim() ? await guardedCodeAttempt(app, request, reply, place) : await place();
      // the affiliate link its buyer last came through (the signed attribution cookie), never the buyer's own
      if (r.order && !r.replayed) await attributeOrder(app, request, app.db, request.userId!, r.order.id);
      const message = !r.order
        ? 'Bạn đã sở hữu khóa học này'
        : r.order.status === 'completed'
          ? 'Đăng ký khóa học thành công'
          : 'Tạo đơn hàng thành công';
      return ok({ order: r.order, already_owned: r.already_owned ?? [], replayed: r.replayed }, message);
    },
  );

  app.get(
    '/order.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'My orders',
      querystring: OrderListQuery,
      response: { 200: Envelope(OrderList), ...errors },
    }),
    async (request) => {
      const q = request.query;
      return ok(await app.repos.orders.list(request.userId!, q.page, q.page_size, q.status));
    },
  );

  app.get(
    '/order/details.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'One of my orders by id or code',
      querystring: OrderDetailsQuery,
      response: { 200: Envelope(OrderDetails), ...errors },
    }),
    async (request) => {
      if (!request.query.id && !request.query.code) throw badRequest('Dữ liệu không hợp lệ: thiếu "id" hoặc "code"');
      const order = await app.repos.orders.details(request.userId!, request.query);
      if (!order) throw notFound('Không tìm thấy đơn hàng');
      return ok({ order });
    },
  );

  app.post(
    '/order/payment.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'Start paying a pending order: VNPay, MoMo, a bank transfer (VietQR) or the sandbox',
      description:
        'method (default sandbox) must be one this deployment offers (settings.json payment_methods). VNPay and MoMo answer ' +
        "payment_url (their page); their return and IPN are verified and settled here, then the learner lands on the site's result page. " +
        'A bank transfer answers the VietQR payload and the note to write; an admin confirms it when the money arrives. The sandbox ' +
        'redirects back with a signed return that the site posts to /api/external/validate_order_payment.json.',
      body: Type.Object({
        order_id: Id,
        method: Type.Optional(PaymentMethod),
        return_to: Type.Optional(Type.Union([Type.Literal('site'), Type.Literal('mobile')])),
      }),
      response: { 200: Envelope(PaymentStart), ...errors },
    }),
    async (request) => {
      const b = request.body;
      return ok(await startPayment(app, request, request.userId!, b.order_id, b.method ?? 'sandbox', b.return_to ?? 'site'));
    },
  );

  app.post(
    '/order/active.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'Activate a course with a code (each code works once)',
      body: ActivateBody,
      response: { 200: Envelope(ActivationResult), ...errors },
    }),
    async (request, reply) => {
      const courseId = await guardedCodeAttempt(app, request, reply, () => activateCode(app, request.userId!, request.body.code));
      const course = await app.repos.courses.details({ id: courseId }, request.userId);
      return ok({ course }, 'Kích hoạt khóa học thành công');
    },
  );
};

export default routes;
