import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { createOrder } from '../../../services/order-service';
import { Envelope, errors, FreeEnrolmentResponse, Id } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/add_course.json',
    signedIn(app, {
      tags: ['commerce'],
      summary: 'Add a free course (price_new 0) to my courses without checkout',
      body: Type.Object({ course_id: Id }),
      response: { 200: Envelope(FreeEnrolmentResponse), ...errors },
    }),
    async (request) => {
      const course = await app.repos.courses.details({ id: request.body.course_id }, request.userId);
      if (!course) throw notFound('Không tìm thấy khóa học');
      if (course.price_new > 0) throw badRequest('Khóa học này không miễn phí, vui lòng đặt mua');
      const r = await createOrder(app, request.userId!, { course_ids: [course.id] }, null);
      return ok({ course_id: course.id, order: r.order }, 'Đăng ký khóa học thành công');
    },
  );
};

export default routes;
