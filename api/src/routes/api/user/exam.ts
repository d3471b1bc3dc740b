import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors';
import { vietnamTime } from '../../../repositories/exam-draw';
import {
  Envelope,
  ErrorEnvelope,
  errors,
  ExamAttemptStarted,
  ExamResult,
  ExamSubmitBody,
  ExamSummary,
  Id,
  MyExamAttempt,
  Slug,
} from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';
import { ageOn, isoToBirthDate, MIN_AGE, parseBirthDate } from '@edu/shared/dates';

/** Mock exams (Cổng thi): anyone sees the list; a signed-in learner takes one against the clock and reviews it. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/exam.json',
    {
      schema: { tags: ['learning'], summary: 'Mock exams of the portal', response: { 200: Envelope(Type.Array(ExamSummary)), ...errors } },
    },
    async () => ok(await app.repos.exams.list()),
  );

  app.post(
    '/exam/start.json',
    signedIn(app, {
      tags: ['learning'],
      summary:
        'Start an attempt drawn from the bank: its questions (never their answers) and the deadline; 429 after the day’s allowance, with when the next is allowed',
      body: Type.Object({ slug: Slug }),
      response: { 200: Envelope(ExamAttemptStarted), ...errors, 428: ErrorEnvelope },
    }),
    async (request, reply) => {
      const exam = await app.repos.exams.bySlug(request.body.slug);
      if (!exam) throw notFound('Không tìm thấy đề thi');
      await assertOldEnough(request.userId!);
      const perDay = app.config.examAttemptsPerDay;
      const started = await app.repos.exams.start(request.userId!, exam, perDay);
      if ('nextAt' in started) {
        void reply.header('Retry-After', String(Math.max(1, Math.ceil((started.nextAt.getTime() - Date.now()) / 1000))));
        throw new AppError(
          429,
          `Bạn đã làm đủ ${perDay} lượt đề này trong 24 giờ. Bạn có thể làm lượt tiếp theo từ ${vietnamTime(started.nextAt)}.`,
          { next_at: started.nextAt },
        );
      }
      return ok({ ...started, exam });
    },
  );

  /**
   * The age gate (docs/decisions/2026-11-27-age-gate-trigger.md): a mock exam is for learners of MIN_AGE (13) and
   * over, so it starts only for a profile with a date of birth that old. Without one the answer is 428 (the
   * precondition: a date of birth; not 403, which every page answers by going home, SPEC §8) with age_required:
   * the page raises the age modal, which saves the date, and asks again.
   */
  async function assertOldEnough(userId: number): Promise<void> {
    const birth = parseBirthDate(isoToBirthDate((await app.repos.users.byId(userId))?.birthday));
    if (!birth) throw new AppError(428, 'Vui lòng xác nhận ngày sinh trước khi làm bài thi thử', { age_required: true, min_age: MIN_AGE });
    // the learner's calendar day: Vietnam (UTC+7, no daylight saving)
    if (ageOn(birth, new Date(Date.now() + 7 * 3600_000 + new Date().getTimezoneOffset() * 60_000)) < MIN_AGE) {
      throw new AppError(403, `Bài thi thử dành cho học viên từ ${MIN_AGE} tuổi`, { age_required: false, min_age: MIN_AGE });
    }
  }

  app.post(
    '/exam/submit.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'Submit an attempt once; the server scores it and answers the review',
      body: ExamSubmitBody,
      response: { 200: Envelope(ExamResult), ...errors },
    }),
    async (request) => {
      const outcome = await app.repos.exams.submit(request.userId!, request.body.attempt_id, request.body.answers);
      if (outcome === 'unknown') throw notFound('Không tìm thấy lượt làm bài');
      if (outcome === 'late') throw badRequest('Đã hết thời gian làm bài, bài làm không được ghi nhận');
      if (outcome === 'done') throw conflict('Bài thi này đã được nộp');
      return ok((await app.repos.exams.result(request.userId!, request.body.attempt_id))!, 'Đã nộp bài');
    },
  );

  app.get(
    '/exam/result.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'One of my submitted attempts, reviewed',
      querystring: Type.Object({ attempt_id: Id }),
      response: { 200: Envelope(ExamResult), ...errors },
    }),
    async (request) => {
      const result = await app.repos.exams.result(request.userId!, request.query.attempt_id);
      if (!result) throw notFound('Không tìm thấy kết quả bài thi');
      return ok(result);
    },
  );

  app.get(
    '/exam/mine.json',
    signedIn(app, {
      tags: ['learning'],
      summary: 'My exam results, newest first',
      response: { 200: Envelope(Type.Array(MyExamAttempt)), ...errors },
    }),
    async (request) => ok(await app.repos.exams.mine(request.userId!)),
  );
};

export default routes;
