import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Category, Envelope, errors } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/category.json',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Category tree (id, parent_id, index, childs)',
        response: { 200: Envelope(Type.Array(Category)), ...errors },
      },
    },
    async () => ok(await app.repos.taxonomy.categoryTree()),
  );
};

export default routes;
