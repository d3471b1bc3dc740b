import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { Id } from '@edu/shared/schemas';
import { buildFreeCourseSnapshot, GUEST_COOKIE_DAYS, learnRoute } from '@edu/shared/rules';
import { readCookie } from '../../../lib/cookies';
import { acceptFormBodies, backPath, failureFlash, formSession, seeOther, setJsonCookie, signInPath } from '../../../lib/html-forms';
import { badRequest, notFound } from '../../../lib/errors';
import { createOrder } from '../../../services/order-service';

/**
 * "Đăng ký học miễn phí" as an HTML form (SPEC §4 free-enrolment flow). Signed in: the free order, then the
 * player. Guest: the course is remembered for 15 minutes in the guestStore cookie (the snapshot the app
 * writes), then /dang-ky?redirect=<the course page>; after signing up the app enrols and goes to the course.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/enrol-free',
    {
      schema: {
        tags: ['forms'],
        summary: 'HTML form: enrol in a free course (guest: to sign-up with the course remembered)',
        body: Type.Object({ course_id: Id, back: Type.Optional(Type.String({ maxLength: 2000 })) }),
      },
    },
    async (request, reply) => {
      const back = backPath(request.body.back);
      const session = await formSession(request, reply);
      if (session === 'expired')
        return seeOther(request, reply, signInPath(back), { m: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', k: 'info' });
      try {
        const course = await app.repos.courses.details({ id: request.body.course_id }, request.userId);
        if (!course) throw notFound('Không tìm thấy khóa học');
        if (course.price_new > 0) throw badRequest('Khóa học này không miễn phí, vui lòng đặt mua');
        if (request.userId) {
          await createOrder(app, request.userId, { course_ids: [course.id] }, `free-${course.id}-${request.userId}`);
          return seeOther(request, reply, learnRoute(course.alias, course.alias_code), { m: 'Đăng ký khóa học thành công', k: 'success' });
        }
        const snapshot = buildFreeCourseSnapshot(course, back, Date.now());
        setJsonCookie(
          request,
          reply,
          'guestStore',
          { ...guestInfo(readCookie(request, 'guestStore')), freeCourse: snapshot },
          new Date(Date.now() + GUEST_COOKIE_DAYS * 86_400_000),
        );
        return seeOther(request, reply, `/dang-ky?redirect=${encodeURIComponent(back)}`);
      } catch (error) {
        return seeOther(request, reply, back, failureFlash(error));
      }
    },
  );
};

/** The guest's own details already in guestStore, kept beside the snapshot. */
function guestInfo(raw: string | undefined): { guestInfo?: unknown } {
  try {
    const info = raw ? (JSON.parse(raw) as { guestInfo?: unknown }).guestInfo : undefined;
    return info && typeof info === 'object' ? { guestInfo: info } : {};
  } catch {
    return {};
  }
}

export default routes;
