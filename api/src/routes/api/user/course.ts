import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { CourseDetailsQuery, CourseDetailsResponse, CourseList, CourseListQuery, CourseVote, Envelope, errors, Id, Page, PageSize, ViewedCourseList, ExternalLinks } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const MyQuery = Type.Object({ page: Page, page_size: PageSize(12, 48) });

  app.get('/course.json', {
    schema: {
      tags: ['catalogue'], summary: 'Course list (filters, sort, home sections), paginated',
      description: 'category/subject/teacher are slugs (a category includes its sub-categories); price_range is a price_range.json id; ' +
        'q is a diacritics-insensitive prefix search; section=featured|new|free drives the home page; ids=1,2,3 fetches given courses.',
      querystring: CourseListQuery, response: { 200: Envelope(CourseList), ...errors },
    },
  }, async (request) => ok(await app.repos.courses.list(request.query)));

  app.get('/course/details.json', {
    preHandler: app.optionalUser,
    schema: {
      tags: ['catalogue'], summary: 'Course detail by alias={alias}-{aliasCode} (or id)',
      description: '`entitled` is true when the Bearer user owns the course. Read the course from data.course.',
      querystring: CourseDetailsQuery, response: { 200: Envelope(CourseDetailsResponse), ...errors },
    },
  }, async (request) => {
    const { alias, id } = request.query;
    if (!alias && !id) throw badRequest('Dữ liệu không hợp lệ: thiếu "alias"');
    const course = await app.repos.courses.details({ alias, id }, request.userId);
    if (!course) throw notFound('Không tìm thấy khóa học');
    if (request.userId) await app.repos.courses.recordView(request.userId, course.id);
    return ok({ course });
  });

  app.post('/course/vote.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['catalogue'], summary: 'Rate a course 1–5 (one vote per user; a new vote replaces it)', security: secured,
      body: Type.Object({ course_id: Id, rate: Type.Integer({ minimum: 1, maximum: 5 }) }),
      response: { 200: Envelope(CourseVote), ...errors },
    },
  }, async (request) => {
    // Only learners who own the course rate it: a rating is a learner's account of the course.
    if (!(await app.repos.courses.exists(request.body.course_id))) throw notFound('Không tìm thấy khóa học');
    if (!(await app.repos.courses.isEntitled(request.userId!, request.body.course_id))) {
      throw forbidden('Chỉ học viên đã sở hữu khóa học mới được đánh giá');
    }
    const r = await app.repos.courses.vote(request.userId!, request.body.course_id, request.body.rate);
    if (!r) throw notFound('Không tìm thấy khóa học');
    return ok(r, 'Cảm ơn bạn đã đánh giá');
  });

  app.get('/course/viewed.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], summary: 'Courses I viewed recently (khóa học đã xem)', security: secured,
      querystring: MyQuery, response: { 200: Envelope(ViewedCourseList), ...errors },
    },
  }, async (request) => ok(await app.repos.courses.viewed(request.userId!, request.query.page, request.query.page_size)));

  app.post('/course/external_link.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['learning'], security: secured, summary: 'External links (documents) of a course I own',
      body: Type.Object({ course_id: Id }), response: { 200: Envelope(ExternalLinks), ...errors },
    },
  }, async (request) => {
    const id = request.body.course_id;
    if (!(await app.repos.courses.exists(id))) throw notFound('Không tìm thấy khóa học');
    if (!(await app.repos.courses.isEntitled(request.userId!, id))) throw forbidden('Bạn cần đăng ký khóa học để xem tài liệu');
    return ok({ links: await app.repos.learning.externalLinks(id) });
  });
};

export default routes;
