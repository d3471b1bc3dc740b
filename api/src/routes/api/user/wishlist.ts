import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { CourseSummary, Envelope, errors, Id } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const Ids = Type.Object({ course_ids: Type.Array(Type.Integer()) });

/** The learner's wishlist (Yêu thích): the courses, or just their ids for the hearts on course pages. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/wishlist.json',
    signedIn(app, {
      tags: ['catalogue'],
      summary: 'My wishlist, newest first',
      response: { 200: Envelope(Type.Array(CourseSummary)), ...errors },
    }),
    async (request) => ok(await app.repos.wishlist.list(request.userId!)),
  );

  app.get(
    '/wishlist/ids.json',
    signedIn(app, {
      tags: ['catalogue'],
      summary: 'The ids on my wishlist',
      response: { 200: Envelope(Ids), ...errors },
    }),
    async (request) => ok({ course_ids: await app.repos.wishlist.ids(request.userId!) }),
  );

  app.patch(
    '/wishlist.json',
    signedIn(app, {
      tags: ['catalogue'],
      summary: 'Add courses to my wishlist (one, or a guest list merged at sign-in); unknown ones are skipped',
      body: Type.Object({ course_ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) }),
      response: { 200: Envelope(Ids), ...errors },
    }),
    async (request) => ok({ course_ids: await app.repos.wishlist.add(request.userId!, request.body.course_ids) }, 'Đã thêm vào danh sách yêu thích'),
  );

  app.delete(
    '/wishlist.json',
    signedIn(app, {
      tags: ['catalogue'],
      summary: 'Remove a course from my wishlist',
      body: Type.Object({ course_id: Id }),
      response: { 200: Envelope(Ids), ...errors },
    }),
    async (request) => ok({ course_ids: await app.repos.wishlist.remove(request.userId!, request.body.course_id) }, 'Đã bỏ khỏi danh sách yêu thích'),
  );
};

export default routes;
