import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../lib/errors';
import type { CartOwner } from '../repositories/cart-repo';

/**
 * Adds a course (or one of its packages) to a cart, with the server's prices and rules: the JSON call
 * (PATCH /api/user/cart.json) and the HTML form (POST /api/form/cart) are the same operation.
 */
export async function addCourseToCart(app: FastifyInstance, owner: CartOwner, courseId: number, podId: number | null) {
  const [line] = await app.repos.promotions.priceLines([{ course_id: courseId, pod_id: podId }]);
  if (!line) throw notFound('Không tìm thấy khóa học');
  if (podId && line.pod_id !== podId) throw notFound('Không tìm thấy gói học của khóa học này');
  if (line.type === 'no_retail') throw badRequest(`Khóa học "${line.name}" chỉ được bán trong combo`);
  if ('userId' in owner && (await app.repos.orders.ownedCourseIds(owner.userId, [courseId])).length) throw conflict('Bạn đã sở hữu khóa học này');
  await app.repos.cart.add(owner, courseId, podId);
  return app.repos.cart.get(owner);
}
