import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors, NavigationItem } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/navigation.json',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Menu tree (id, parent_id, index, childs, title, link); menu=header|footer',
        querystring: Type.Object({ menu: Type.Optional(Type.Union([Type.Literal('header'), Type.Literal('footer')])) }),
        response: { 200: Envelope(Type.Array(NavigationItem)), ...errors },
      },
    },
    async (request) => ok(await app.repos.site.navigation(request.query.menu)),
  );
};

export default routes;
