import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, Slug, TagAnswer } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tag.json',
    {
      schema: {
        tags: ['content'],
        summary: 'Hashtags with post counts; slug= → that tag only (404 when unknown)',
        querystring: Type.Object({ slug: Type.Optional(Slug) }),
        response: { 200: Envelope(TagAnswer), ...errors },
      },
    },
    async (request) => {
      const tags = await app.repos.content.tags(request.query.slug);
      if (request.query.slug && !tags.length) throw notFound('Không tìm thấy hashtag');
      return ok(request.query.slug ? { tag: tags[0] } : tags);
    },
  );
};

export default routes;
