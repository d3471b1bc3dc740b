import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, IdOrSlugQuery, Page, PageSize, PostCategory, PostDetails, PostList, Slug, Str } from '@edu/shared/schemas';
import { requireIdOrSlug } from '../../../lib/details-query';

const SortOrder = Type.Union([Type.Literal('default'), Type.Literal('title'), Type.Literal('content'), Type.Literal('date')], {
  description: 'default = relevance (Liên quan), title (Tiêu đề), content (Nội dung), date (Ngày đăng)',
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/post.json',
    {
      schema: {
        tags: ['content'],
        summary: 'News posts: full-text search (q), the four sort orders, category / tag filters, paginated',
        querystring: Type.Object({
          page: Page,
          page_size: PageSize(10, 48),
          q: Type.Optional(Str(200)),
          sort: Type.Optional(SortOrder),
          category: Type.Optional(Slug),
          tag: Type.Optional(Slug),
        }),
        response: { 200: Envelope(PostList), ...errors },
      },
    },
    async (request) => ok(await app.repos.content.posts(request.query)),
  );

  app.get(
    '/post/details.json',
    {
      preValidation: requireIdOrSlug,
      schema: {
        tags: ['content'],
        summary: 'A news post by slug or id (with related posts)',
        querystring: IdOrSlugQuery,
        response: { 200: Envelope(PostDetails), ...errors },
      },
    },
    async (request) => {
      const post = await app.repos.content.post(request.query);
      if (!post) throw notFound('Không tìm thấy bài viết');
      return ok({ post });
    },
  );

  app.get(
    '/post/category.json',
    {
      schema: { tags: ['content'], summary: 'News categories', response: { 200: Envelope(Type.Array(PostCategory)), ...errors } },
    },
    async () => ok(await app.repos.content.postCategories()),
  );
};

export default routes;
