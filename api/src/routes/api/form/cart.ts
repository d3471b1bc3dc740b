import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { Id } from '@edu/shared/schemas';
import { acceptFormBodies, backPath, failureFlash, formSession, guestToken, seeOther, signInPath } from '../../../lib/html-forms';
import { addCourseToCart } from '../../../services/cart-service';

// the words the app's own add-to-cart says (mf-catalogue's use-add-to-cart)
const ADDED = 'Đã thêm khóa học vào giỏ hàng';
const PACKAGE = 'Đã đổi gói học của khóa học trong giỏ hàng';
const ALREADY = 'Khóa học đã có trong giỏ hàng';

/**
 * "Thêm vào giỏ hàng" as an HTML form (before the app has started, or without JavaScript): the same cart
 * as the app's (the user's, or the guest cart of the edu_guest cookie), then back to the page with a flash
 * message carrying the cart's count for the header's badge.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/cart',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: add a course to the cart, 303 back with a flash message',
        // pod_id: the package radio checked in the buy box ('' for the whole course)
        body: Type.Object({
          course_id: Id,
          pod_id: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,9}$|^$' })),
          back: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
      },
    },
    async (request, reply) => {
      const back = backPath(request.body.back);
      const session = await formSession(request, reply);
      if (session === 'expired')
        return seeOther(request, reply, signInPath(back), { m: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', k: 'info' });
      const owner = request.userId ? { userId: request.userId } : { guestToken: guestToken(request, reply) };
      const { course_id } = request.body;
      const pod_id = request.body.pod_id ? Number(request.body.pod_id) : null;
      try {
        const current = await app.repos.cart.get(owner);
        const line = current.items.find((item) => item.course.id === course_id);
        if (line && (line.pod_id ?? null) === pod_id) return seeOther(request, reply, back, { m: ALREADY, k: 'info', c: current.count });
        const next = await addCourseToCart(app, owner, course_id, pod_id);
        return seeOther(request, reply, back, { m: line ? PACKAGE : ADDED, k: 'success', c: next.count });
      } catch (error) {
        return seeOther(request, reply, back, failureFlash(error));
      }
    },
  );
};

export default routes;
