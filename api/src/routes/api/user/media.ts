import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Banner, Envelope, errors } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media.json',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Banners of a page placement (SPEC §3 codes: 1 home … 27 home study)',
        querystring: Type.Object({ placement: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })) }),
        response: { 200: Envelope(Type.Array(Banner)), ...errors },
      },
    },
    async (request) => ok(await app.repos.site.banners(request.query.placement)),
  );
};

export default routes;
