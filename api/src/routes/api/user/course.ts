import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import { CourseDetailsQuery, CourseDetailsResponse, CourseList, CourseListQuery, CourseVote, Envelope, errors, Id, MyCourseList, Page, PageSize, ViewedCourseList } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/course.json', {
    schema: {
      tags: ['catalogue'], summary: 'Course list (filters, sort, home sections), paginated',
      description: 'category/subject/teacher are slugs (a category includes its sub-categories); price_range is a price_range.json id; ' +
        'q is a diacritics-insensitive prefix search; section=featured|new|free drives the home page; ids=1,2,3 fetches given courses.',
      querystring: CourseListQuery, response: { 200: Envelope(CourseList), ...errors },
    },
  }, async (request) => ok(await app.repos.courses.list(request.query)));

  app.get('/api/user/course/details.json', {
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

  app.post('/api/user/course/vote.json', {
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

  const MyQuery = Type.Object({ page: Page, page_size: PageSize(12, 48) });
  app.get('/api/user/my_course.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], summary: 'My courses (owned), with lesson progress', security: secured,
      querystring: MyQuery, response: { 200: Envelope(MyCourseList), ...errors },
    },
  }, async (request) => ok(await app.repos.courses.mine(request.userId!, request.query.page, request.query.page_size)));

  app.get('/api/user/course/viewed.json', {
    preHandler: app.requireUser,
    schema: {
      tags: ['user'], summary: 'Courses I viewed recently (khóa học đã xem)', security: secured,
      querystring: MyQuery, response: { 200: Envelope(ViewedCourseList), ...errors },
    },
  }, async (request) => ok(await app.repos.courses.viewed(request.userId!, request.query.page, request.query.page_size)));
};

export default routes;
