import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { CourseFolder, Envelope, errors } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/folders.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'My course folders (groups of my courses)',
      response: { 200: Envelope(Type.Array(CourseFolder)), ...errors },
    }),
    async (request) => ok(await app.repos.learning.folders(request.userId!)),
  );
};

export default routes;
