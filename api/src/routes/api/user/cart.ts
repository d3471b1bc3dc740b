import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope';
import { badRequest, unauthorized } from '../../../lib/errors';
import { addCourseToCart } from '../../../services/cart-service';
import type { CartOwner } from '../../../repositories/cart-repo';
import { Cart, CartDeleteBody, CartPatchBody, Envelope, errors } from '@edu/shared/schemas';

const GUEST = /^[A-Za-z0-9_-]{16,128}$/;

function owner(request: FastifyRequest, required: boolean): CartOwner | null {
  if (request.userId) return { userId: request.userId };
  const g = request.headers['x-guest-token'];
  if (typeof g === 'string' && GUEST.test(g)) return { guestToken: g };
  if (required) throw unauthorized('Cần đăng nhập hoặc gửi X-Guest-Token (16–128 ký tự) để dùng giỏ hàng');
  return null;
}

const description = "Signed in: the user's cart. Guest: the cart of the `X-Guest-Token` header (merged into the user's cart at login).";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cart.json',
    {
      preHandler: app.optionalUser,
      schema: { tags: ['commerce'], summary: 'Cart with server prices', description, response: { 200: Envelope(Cart), ...errors } },
    },
    async (request) => {
      const o = owner(request, false);
      return ok(o ? await app.repos.cart.get(o) : { items: [], count: 0, subtotal: 0 });
    },
  );

  app.patch(
    '/cart.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['commerce'],
        summary: 'Add a course (optionally a pod) to the cart',
        description,
        body: CartPatchBody,
        response: { 200: Envelope(Cart), ...errors },
      },
    },
    async (request) => {
      const o = owner(request, true)!;
      const { course_id, pod_id } = request.body;
      return ok(await addCourseToCart(app, o, course_id, pod_id ?? null), 'Đã thêm vào giỏ hàng');
    },
  );

  app.delete(
    '/cart.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['commerce'],
        summary: 'Remove course(s) from the cart, or everything with all=true',
        description,
        body: CartDeleteBody,
        querystring: Type.Object({ course_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })) }),
        response: { 200: Envelope(Cart), ...errors },
      },
    },
    async (request) => {
      const o = owner(request, true)!;
      const b = request.body;
      const ids = b.course_ids ?? (b.course_id ? [b.course_id] : request.query.course_id ? [request.query.course_id] : null);
      if (!ids && !b.all) throw badRequest('Dữ liệu không hợp lệ: thiếu "course_id" (hoặc all=true)');
      await app.repos.cart.remove(o, b.all ? null : ids);
      return ok(await app.repos.cart.get(o), 'Đã cập nhật giỏ hàng');
    },
  );
};

export default routes;
