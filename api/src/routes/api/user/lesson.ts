import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import {
  CourseLogs,
  Envelope,
  errors,
  Id,
  LearningLogSaved,
  LessonDetails,
  LessonErrorFiled,
  LessonList,
  LessonNote,
  LessonPlayback,
  LessonQuestionList,
  Page,
  PageSize,
  Str,
  WatchSessionStarted,
} from '@edu/shared/schemas';
import { secured, signedIn } from '../../../schemas/openapi';
import { enforceLimits, limitRules } from '../../../lib/rate-keys';
import { normalisePlainText } from '../../../lib/text';
import { requiredSeconds } from '../../../repositories/watch-repo';
import { savedAnswer, stillToWatch } from '../../../services/watch-answers';

/** Video sources in the shape shared/src/video/build-video-sources.ts expects (paths joined with settings.video head/after). */
function video(l: { youtube: string | null; adaptive_link: string | null; qualities: number[] }) {
  return {
    youtube: l.youtube,
    adaptive_link: l.adaptive_link ? `${l.adaptive_link}/master` : null,
    links: l.adaptive_link ? Object.fromEntries(l.qualities.map((q) => [q, `${l.adaptive_link}/${q}p`])) : {},
    qualities: l.qualities,
  };
}

/** How often the player sends a heartbeat while the video plays (seconds). */
const HEARTBEAT_SECONDS = 15;

/** The lesson, when the caller may watch it (free preview, or owns the course). */
async function watchable(app: FastifyInstance, lessonId: number, userId: number | null) {
  const lesson = await app.repos.learning.lesson(lessonId);
  if (!lesson) throw notFound('Không tìm thấy bài học');
  const entitled = userId ? await app.repos.courses.isEntitled(userId, lesson.course_id) : false;
  if (!entitled && !lesson.is_free_preview) {
    throw forbidden(userId ? 'Bạn cần đăng ký khóa học để xem bài học này' : 'Vui lòng đăng nhập và đăng ký khóa học để xem bài học này');
  }
  return { lesson, entitled };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/lesson.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['learning'],
        summary: 'Lessons of a course (outline; my progress per lesson when signed in)',
        querystring: Type.Object({ course_id: Id }),
        response: { 200: Envelope(LessonList), ...errors },
      },
    },
    async (request) => {
      const { course_id } = request.query;
      if (!(await app.repos.courses.exists(course_id))) throw notFound('Không tìm thấy khóa học');
      const entitled = request.userId ? await app.repos.courses.isEntitled(request.userId, course_id) : false;
      return ok({ course_id, entitled, lessons: await app.repos.learning.outline(course_id, request.userId) });
    },
  );

  app.get(
    '/lesson/details.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['learning'],
        summary: 'Lesson content and video sources — only for entitled users or free-preview lessons (else 403)',
        querystring: Type.Object({ id: Id }),
        response: { 200: Envelope(LessonDetails), ...errors },
      },
    },
    async (request) => {
      const { lesson, entitled } = await watchable(app, request.query.id, request.userId);
      const { youtube, adaptive_link, qualities, ...rest } = lesson;
      const log = request.userId ? await app.repos.learning.log(request.userId, lesson.id) : null;
      return ok({ lesson: { ...rest, video: video({ youtube, adaptive_link, qualities }), entitled, log } });
    },
  );

  app.post(
    '/lesson/data.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['learning'],
        summary: 'Playback data of a lesson: video sources and where I stopped (same access rule as details)',
        body: Type.Object({ lesson_id: Id }),
        response: { 200: Envelope(LessonPlayback), ...errors },
      },
    },
    async (request) => {
      const { lesson } = await watchable(app, request.body.lesson_id, request.userId);
      const log = request.userId ? await app.repos.learning.log(request.userId, lesson.id) : null;
      return ok({ lesson_id: lesson.id, video: video(lesson), resume_at: log?.position ?? 0, log });
    },
  );

  app.patch(
    '/lesson/learning_log.json',
    signedIn(app, {
      tags: ['learning'],
      summary:
        'Save my resume position and (advisory) progress; `completed: true` asks to complete: 409 with how much is left unless the server counted enough watched time',
      body: Type.Object({
        lesson_id: Id,
        position: Type.Integer({ minimum: 0, maximum: 86400, description: 'seconds' }),
        progress: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, default: 0, description: 'advisory: shown, never trusted' })),
        completed: Type.Optional(
          Type.Boolean({ default: false, description: 'a request to complete: granted only when the watched time qualifies' }),
        ),
      }),
      response: { 200: Envelope(LearningLogSaved), ...errors },
    }),
    async (request) => {
      const b = request.body;
      const { lesson } = await watchable(app, b.lesson_id, request.userId);
      const required = requiredSeconds(lesson);
      const log = await app.repos.learning.saveLog(request.userId!, lesson.id, lesson.course_id, b.position, b.progress ?? 0, required);
      const saved = await savedAnswer(app, request.userId!, lesson.course_id, log, required);
      // the position is saved either way; asking to complete a lesson the server has not seen watched is refused
      if (b.completed && !log.completed) throw conflict(stillToWatch(lesson, required - log.watched_seconds), { watch: saved.watch });
      return ok(saved, saved.certificate ? 'Chúc mừng bạn đã hoàn thành khóa học!' : 'Đã lưu tiến độ học');
    },
  );

  app.post(
    '/lesson/watch_session.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'Start watching a lesson I may watch: the nonce its heartbeats carry, and what the server counted so far',
      body: Type.Object({ lesson_id: Id }),
      response: { 200: Envelope(WatchSessionStarted), ...errors },
    }),
    async (request) => {
      const { lesson } = await watchable(app, request.body.lesson_id, request.userId);
      const nonce = await app.repos.watch.start(request.userId!, lesson.id, app.config.clock());
      const log = await app.repos.learning.log(request.userId!, lesson.id);
      return ok({
        nonce,
        heartbeat_seconds: HEARTBEAT_SECONDS,
        watch: { watched_seconds: log?.watched_seconds ?? 0, required_seconds: requiredSeconds(lesson) },
      });
    },
  );

  app.post(
    '/lesson/heartbeat.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'While a lesson plays: credits the seconds just watched (capped by wall-clock time × 2) and completes the lesson at 90 %',
      body: Type.Object({
        nonce: Type.String({ minLength: 16, maxLength: 64 }),
        seq: Type.Integer({ minimum: 1, maximum: 1_000_000, description: 'strictly increasing within a session' }),
        position: Type.Number({ minimum: 0, maximum: 86400, description: 'seconds into the video' }),
        rate: Type.Number({ minimum: 0.1, maximum: 16, description: 'playback rate' }),
      }),
      response: { 200: Envelope(LearningLogSaved), ...errors },
    }),
    async (request) => {
      const { nonce, ...beat } = request.body;
      const log = await app.repos.watch.beat(request.userId!, nonce, beat, app.config.clock());
      if (log === 'unknown') throw notFound('Phiên xem bài học không tồn tại, hãy tải lại bài học');
      if (log === 'replay') throw conflict('Nhịp xem này đã được ghi nhận');
      const lesson = (await app.repos.learning.lesson(log.lesson_id))!;
      const saved = await savedAnswer(app, request.userId!, lesson.course_id, log, requiredSeconds(lesson));
      return ok(saved, saved.certificate ? 'Chúc mừng bạn đã hoàn thành khóa học!' : 'Đã ghi nhận thời gian xem');
    },
  );

  app.get(
    '/lesson/learning_log.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'My learning log for a course',
      querystring: Type.Object({ course_id: Id }),
      response: { 200: Envelope(CourseLogs), ...errors },
    }),
    async (request) => ok({ logs: await app.repos.learning.courseLogs(request.userId!, request.query.course_id) }),
  );

  app.post(
    '/lesson/error.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['learning'],
        summary: 'Report a problem with a lesson (video, content, subtitles…)',
        body: Type.Object({
          lesson_id: Id,
          kind: Type.Optional(
            Type.Union(
              ['video', 'content', 'audio', 'subtitle', 'other'].map((k) => Type.Literal(k)),
              { default: 'other' },
            ),
          ),
          message: Str(2000, 3),
        }),
        response: { 200: Envelope(LessonErrorFiled), ...errors },
      },
    },
    async (request) => {
      if (!(await app.repos.learning.lesson(request.body.lesson_id))) throw notFound('Không tìm thấy bài học');
      const r = await app.repos.learning.reportError(request.userId, request.body.lesson_id, request.body.kind ?? 'other', request.body.message);
      return ok(r, 'Cảm ơn bạn đã báo lỗi, chúng tôi sẽ kiểm tra sớm');
    },
  );

  app.get(
    '/lesson/notes.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'My notes on a lesson, in the order of its video',
      querystring: Type.Object({ lesson_id: Id }),
      response: { 200: Envelope(Type.Array(LessonNote)), ...errors },
    }),
    async (request) => ok(await app.repos.learning.notes(request.userId!, request.query.lesson_id)),
  );

  app.post(
    '/lesson/notes.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'Add a note to a lesson I may watch, at a moment of its video',
      body: Type.Object({ lesson_id: Id, position: Type.Integer({ minimum: 0, maximum: 86400 }), body: Type.String({ maxLength: 2000 }) }),
      response: { 200: Envelope(LessonNote), ...errors },
    }),
    async (request) => {
      const b = request.body;
      const text = b.body.trim();
      if (!text) throw badRequest('Vui lòng nhập nội dung ghi chú');
      await watchable(app, b.lesson_id, request.userId);
      const note = await app.repos.learning.addNote(request.userId!, b.lesson_id, b.position, text);
      if (!note) throw badRequest('Bài học này đã có quá nhiều ghi chú, hãy xóa bớt trước khi thêm');
      return ok(note, 'Đã lưu ghi chú');
    },
  );

  app.delete(
    '/lesson/notes.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'Delete one of my notes',
      body: Type.Object({ id: Id }),
      response: { 200: Envelope(Type.Null()), ...errors },
    }),
    async (request) => {
      if (!(await app.repos.learning.removeNote(request.userId!, request.body.id))) throw notFound('Không tìm thấy ghi chú');
      return ok(null, 'Đã xóa ghi chú');
    },
  );

  // Questions and answers on a lesson: for whoever may watch it; the course's teacher answers as such.
  const postLimit = async (request: FastifyRequest, reply: FastifyReply) => enforceLimits(app, request, reply, limitRules(app, request, 'post'));
  const text = (body: string, min: number) => {
    const t = normalisePlainText(body);
    if (t.length < min) throw badRequest(`Nội dung cần ít nhất ${min} ký tự`);
    return t;
  };

  app.get(
    '/lesson/questions.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['learning'],
        summary: 'Questions on a lesson (newest first) with their answers',
        querystring: Type.Object({ lesson_id: Id, page: Page, page_size: PageSize(10, 30) }),
        response: { 200: Envelope(LessonQuestionList), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      await watchable(app, q.lesson_id, request.userId);
      return ok(await app.repos.qa.list(q.lesson_id, request.userId, q.page, q.page_size));
    },
  );

  app.post(
    '/lesson/questions.json',
    {
      preHandler: [app.requireUser, postLimit],
      schema: {
        tags: ['learning'],
        security: secured,
        summary: 'Ask a question on a lesson I may watch (plain text, rate-limited)',
        body: Type.Object({ lesson_id: Id, body: Type.String({ maxLength: 2000 }) }),
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errors },
      },
    },
    async (request) => {
      await watchable(app, request.body.lesson_id, request.userId);
      return ok({ id: await app.repos.qa.ask(request.userId!, request.body.lesson_id, text(request.body.body, 10)) }, 'Đã gửi câu hỏi');
    },
  );

  app.post(
    '/lesson/answers.json',
    {
      preHandler: [app.requireUser, postLimit],
      schema: {
        tags: ['learning'],
        security: secured,
        summary: 'Answer a question: the course’s teacher (marked as such), or a learner who may watch the lesson',
        body: Type.Object({ question_id: Id, body: Type.String({ maxLength: 2000 }) }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const question = await app.repos.qa.question(request.body.question_id);
      if (!question) throw notFound('Không tìm thấy câu hỏi');
      const byTeacher = (await app.repos.qa.teacherOf(request.userId!)) === question.teacher_id;
      if (!byTeacher) await watchable(app, question.lesson_id, request.userId);
      await app.repos.qa.answer(request.userId!, question.id, text(request.body.body, 2), byTeacher);
      return ok(null, 'Đã gửi câu trả lời');
    },
  );

  app.post(
    '/lesson/qa_report.json',
    {
      preHandler: [app.requireUser, async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'report'))],
      schema: {
        tags: ['learning'],
        security: secured,
        summary:
          'Report a question or an answer (weighed by the reporter’s account age and ownership of the course: several trusted reports hide it, or a moderator does)',
        body: Type.Object({
          kind: Type.Union([Type.Literal('question'), Type.Literal('answer')]),
          id: Id,
          reason: Type.Optional(Type.String({ maxLength: 300 })),
        }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      const reason = (request.body.reason ?? '').trim();
      if (!(await app.repos.qa.report(request.userId!, request.body.kind, request.body.id, reason)))
        throw notFound('Không tìm thấy nội dung để báo cáo');
      return ok(null, 'Cảm ơn bạn, chúng tôi sẽ xem xét nội dung này');
    },
  );
};

export default routes;
