import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { guardedCodeAttempt } from '../../../lib/rate-keys';
import { Envelope, errors, IdOrSlugQuery, PromoCheck, PromoCheckBody, Promotion, PromotionDetails } from '@edu/shared/schemas';
import { requireIdOrSlug } from '../../../lib/details-query';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promotion.json',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Running (and upcoming) promotions; ended=true includes finished ones',
        querystring: Type.Object({ ended: Type.Optional(Type.Boolean()) }),
        response: { 200: Envelope(Type.Array(Promotion)), ...errors },
      },
    },
    async (request) => ok(await app.repos.promotions.list(request.query.ended ?? false)),
  );

  app.get(
    '/promotion/details.json',
    {
      preValidation: requireIdOrSlug,
      schema: {
        tags: ['commerce'],
        summary: 'A promotion by id or slug',
        querystring: IdOrSlugQuery,
        response: { 200: Envelope(PromotionDetails), ...errors },
      },
    },
    async (request) => {
      const promotion = await app.repos.promotions.details(request.query);
      if (!promotion) throw notFound('Không tìm thấy chương trình khuyến mãi');
      return ok({ promotion });
    },
  );

  app.post(
    '/promotion/check.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['commerce'],
        summary: 'Check a promo code against course_ids (or my cart) and get the server-computed discount',
        body: PromoCheckBody,
        response: { 200: Envelope(PromoCheck), ...errors },
      },
    },
    async (request, reply) => {
      // the lines as the order will price them: the packages chosen (sent, or those of the cart's lines)
      let items = request.body.course_ids?.map((course_id) => ({ course_id, pod_id: request.body.pod_ids?.[String(course_id)] ?? null }));
      if (!items) {
        const owner = cartOwner(request);
        const cart = owner ? await app.repos.cart.get(owner) : { items: [] };
        items = cart.items.map((i) => ({ course_id: (i.course as { id: number }).id, pod_id: i.pod_id as number | null }));
      }
      if (!items.length) throw badRequest('Giỏ hàng đang trống');
      const lines = await app.repos.promotions.priceLines(items);
      if (lines.length !== new Set(items.map((i) => i.course_id)).size) throw notFound('Không tìm thấy khóa học');
      const r = await guardedCodeAttempt(app, request, reply, async () => {
        const answer = await app.repos.promotions.evaluate(request.body.promo_code, lines);
        if ('error' in answer) throw badRequest(answer.error);
        return answer;
      });
      const subtotal = lines.reduce((s, l) => s + l.unit_price, 0);
      return ok({ ...r, subtotal, total: subtotal - r.discount }, 'Áp dụng mã khuyến mãi thành công');
    },
  );
};

function cartOwner(request: FastifyRequest) {
  if (request.userId) return { userId: request.userId };
  const g = request.headers['x-guest-token'];
  return typeof g === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(g) ? { guestToken: g } : null;
}

export default routes;
