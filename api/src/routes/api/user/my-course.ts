import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors, MyCourseList, Page, PageSize } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const MyQuery = Type.Object({ page: Page, page_size: PageSize(12, 48) });

  app.get(
    '/my_course.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'My courses (owned), with lesson progress',
      querystring: MyQuery,
      response: { 200: Envelope(MyCourseList), ...errors },
    }),
    async (request) => ok(await app.repos.courses.mine(request.userId!, request.query.page, request.query.page_size)),
  );
};

export default routes;
