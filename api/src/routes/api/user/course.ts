import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import {
  CourseDetailsQuery,
  CourseDetailsResponse,
  CourseList,
  CourseListQuery,
  CourseReviews,
  CourseVote,
  Envelope,
  errors,
  ExternalLinks,
  Id,
  Page,
  PageSize,
  ReviewBody,
  ReviewReportBody,
  ReviewReported,
  ReviewSaved,
  ReviewsQuery,
  ViewedCourseList,
} from '@edu/shared/schemas';
import { secured, signedIn } from '../../../schemas/openapi';
import { enforceLimits, limitRules } from '../../../lib/rate-keys';
import { normalisePlainText } from '../../../lib/text';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const MyQuery = Type.Object({ page: Page, page_size: PageSize(12, 48) });

  app.get(
    '/course.json',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Course list (filters, sort, home sections), paginated',
        description:
          'category/subject/teacher are slugs (a category includes its sub-categories); price_range is a price_range.json id; ' +
          'q is a diacritics-insensitive prefix search; section=featured|new|free drives the home page; ids=1,2,3 fetches given courses.',
        querystring: CourseListQuery,
        response: { 200: Envelope(CourseList), ...errors },
      },
    },
    async (request) => ok(await app.repos.courses.list(request.query)),
  );

  app.get(
    '/course/details.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Course detail by alias={alias}-{aliasCode} (or id)',
        description: '`entitled` is true when the Bearer user owns the course. Read the course from data.course.',
        querystring: CourseDetailsQuery,
        response: { 200: Envelope(CourseDetailsResponse), ...errors },
      },
    },
    async (request) => {
      const { alias, id } = request.query;
      if (!alias && !id) throw badRequest('Dữ liệu không hợp lệ: thiếu "alias"');
      const course = await app.repos.courses.details({ alias, id }, request.userId);
      if (!course) throw notFound('Không tìm thấy khóa học');
      if (request.userId) await app.repos.courses.recordView(request.userId, course.id);
      return ok({ course });
    },
  );

  app.post(
    '/course/vote.json',
    signedIn(app, {
      tags: ['catalogue'],
      summary: 'Rate a course 1–5 (one vote per user; a new vote replaces it)',
      body: Type.Object({ course_id: Id, rate: Type.Integer({ minimum: 1, maximum: 5 }) }),
      response: { 200: Envelope(CourseVote), ...errors },
    }),
    async (request) => {
      // Only learners who own the course rate it: a rating is a learner's account of the course.
      if (!(await app.repos.courses.exists(request.body.course_id))) throw notFound('Không tìm thấy khóa học');
      if (!(await app.repos.courses.isEntitled(request.userId!, request.body.course_id))) {
        throw forbidden('Chỉ học viên đã sở hữu khóa học mới được đánh giá');
      }
      const r = await app.repos.courses.vote(request.userId!, request.body.course_id, request.body.rate);
      if (!r) throw notFound('Không tìm thấy khóa học');
      return ok(r, 'Cảm ơn bạn đã đánh giá');
    },
  );

  app.get(
    '/course/viewed.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'Courses I viewed recently (khóa học đã xem)',
      querystring: MyQuery,
      response: { 200: Envelope(ViewedCourseList), ...errors },
    }),
    async (request) => ok(await app.repos.courses.viewed(request.userId!, request.query.page, request.query.page_size)),
  );

  app.post(
    '/course/external_link.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'External links (documents) of a course I own',
      body: Type.Object({ course_id: Id }),
      response: { 200: Envelope(ExternalLinks), ...errors },
    }),
    async (request) => {
      const id = request.body.course_id;
      if (!(await app.repos.courses.exists(id))) throw notFound('Không tìm thấy khóa học');
      if (!(await app.repos.courses.isEntitled(request.userId!, id))) throw forbidden('Bạn cần đăng ký khóa học để xem tài liệu');
      return ok({ links: await app.repos.learning.externalLinks(id) });
    },
  );

  app.get(
    '/course/reviews.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Written reviews of a course (newest first) with the rating summary and, signed in, my own',
        querystring: ReviewsQuery,
        response: { 200: Envelope(CourseReviews), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      if (!(await app.repos.courses.exists(q.course_id))) throw notFound('Không tìm thấy khóa học');
      return ok(await app.repos.reviews.list(q.course_id, request.userId, q.page, q.page_size));
    },
  );

  app.post(
    '/course/review.json',
    {
      preHandler: [app.requireUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'post'))],
      schema: {
        tags: ['catalogue'],
        security: secured,
        summary: 'Write or edit my review of a course I own: a rating 1–5 and plain text (one per learner)',
        body: ReviewBody,
        response: { 200: Envelope(ReviewSaved), ...errors },
      },
    },
    async (request) => {
      const { course_id: courseId, rating } = request.body;
      const body = normalisePlainText(request.body.body);
      if (body.length > 0 && body.length < 10) throw badRequest('Nhận xét cần ít nhất 10 ký tự (hoặc để trống nếu chỉ chấm sao)');
      if (!(await app.repos.courses.exists(courseId))) throw notFound('Không tìm thấy khóa học');
      if (!(await app.repos.courses.isEntitled(request.userId!, courseId))) throw forbidden('Chỉ học viên đã sở hữu khóa học mới được đánh giá');
      await app.repos.courses.vote(request.userId!, courseId, rating);
      await app.repos.reviews.setBody(request.userId!, courseId, body);
      const [summary, mine] = await Promise.all([app.repos.reviews.summary(courseId), app.repos.reviews.mine(request.userId!, courseId)]);
      return ok({ ...summary, my_review: mine }, 'Cảm ơn bạn đã đánh giá khóa học');
    },
  );

  app.post(
    '/course/review/report.json',
    {
      preHandler: [app.requireUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'report'))],
      schema: {
        tags: ['catalogue'],
        security: secured,
        summary:
          'Report another learner’s review (once per learner; weighed by the reporter’s account age and ownership of the course: reports from several trusted learners hide it, or a moderator does)',
        body: ReviewReportBody,
        response: { 200: Envelope(ReviewReported), ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      if (b.author_id === request.userId) throw badRequest('Bạn không thể báo cáo nhận xét của chính mình');
      if (!(await app.repos.reviews.report(request.userId!, b.course_id, b.author_id, (b.reason ?? '').trim())))
        throw notFound('Không tìm thấy nhận xét');
      return ok({ reported: true }, 'Cảm ơn bạn, chúng tôi sẽ xem xét nhận xét này');
    },
  );
};

export default routes;
