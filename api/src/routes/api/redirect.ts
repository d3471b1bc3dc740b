import type { FastifyPluginAsyncTypebox } from '../../schemas/typebox';
import { Type } from '../../schemas/typebox';
import { ok } from '../../lib/envelope';
import { Envelope, errors, RedirectLookup } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/redirect.json',
    {
      schema: {
        tags: ['other'],
        summary: 'Redirect for a path (asked on every navigation)',
        description: 'redirect is null when the path has none; type external → full page load.',
        querystring: Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }) }),
        response: { 200: Envelope(RedirectLookup), ...errors },
      },
    },
    async (request) => ok({ redirect: await app.repos.site.redirect(request.query.path.split('?')[0]!) }),
  );
};

export default routes;
