import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, Slug, TeacherPage } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/teacher/details.json',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Teacher page (/giang-vien-hidden/{slug}) with the teacher's courses",
        querystring: Type.Object({ slug: Slug }),
        response: { 200: Envelope(TeacherPage), ...errors },
      },
    },
    async (request) => {
      const teacher = await app.repos.taxonomy.teacher(request.query.slug);
      if (!teacher) throw notFound('Không tìm thấy giảng viên');
      const courses = await app.repos.courses.list({ page: 1, page_size: 48, teacher: request.query.slug });
      return ok({ teacher, courses: courses.items });
    },
  );
};

export default routes;
