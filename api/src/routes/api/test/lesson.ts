import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, Id, LessonWatch } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';
import { requiredSeconds } from '../../../repositories/watch-repo';

/**
 * TEST ONLY (NODE_ENV=test; absent otherwise, and production refuses to start with it): the end-to-end tests cannot
 * play a 10-minute video, so this credits my whole lesson as watched, as a played-through video's heartbeats would.
 * It completes nothing by itself: the player's "Đánh dấu đã học" (or a heartbeat) then asks the server as usual.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.testTools) return;

  app.post(
    '/lesson/watched.json',
    signedIn(app, {
      tags: ['test'],
      summary: 'TEST ONLY: credit a lesson as watched through',
      body: Type.Object({ lesson_id: Id }),
      response: { 200: Envelope(LessonWatch), ...errors },
    }),
    async (request) => {
      const lesson = await app.repos.learning.lesson(request.body.lesson_id);
      if (!lesson) throw notFound('Không tìm thấy bài học');
      const log = await app.repos.watch.creditAll(request.userId!, lesson);
      return ok({ watched_seconds: log.watched_seconds, required_seconds: requiredSeconds(lesson) });
    },
  );
};

export default routes;
