import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { Envelope, errors, Id, Page, PageSize, PostCategory, PostDetails, PostList, Slug, Str, TagAnswer, TeacherPage } from '@edu/shared/schemas';

const SortOrder = Type.Union([Type.Literal('default'), Type.Literal('title'), Type.Literal('content'), Type.Literal('date')], {
  description: 'default = relevance (Liên quan), title (Tiêu đề), content (Nội dung), date (Ngày đăng)',
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user/post.json', {
    schema: {
      tags: ['content'], summary: 'News posts: full-text search (q), the four sort orders, category / tag filters, paginated',
      querystring: Type.Object({
        page: Page, page_size: PageSize(10, 48), q: Type.Optional(Str(200)), sort: Type.Optional(SortOrder),
        category: Type.Optional(Slug), tag: Type.Optional(Slug),
      }),
      response: { 200: Envelope(PostList), ...errors },
    },
  }, async (request) => ok(await app.repos.content.posts(request.query)));

  app.get('/api/user/post/details.json', {
    schema: {
      tags: ['content'], summary: 'A news post by slug or id (with related posts)',
      querystring: Type.Object({ id: Type.Optional(Id), slug: Type.Optional(Slug) }), response: { 200: Envelope(PostDetails), ...errors },
    },
  }, async (request) => {
    if (!request.query.id && !request.query.slug) throw badRequest('Dữ liệu không hợp lệ: thiếu "slug" hoặc "id"');
    const post = await app.repos.content.post(request.query);
    if (!post) throw notFound('Không tìm thấy bài viết');
    return ok({ post });
  });

  app.get('/api/user/post/category.json', {
    schema: { tags: ['content'], summary: 'News categories', response: { 200: Envelope(Type.Array(PostCategory)), ...errors } },
  }, async () => ok(await app.repos.content.postCategories()));

  app.get('/api/user/tag.json', {
    schema: {
      tags: ['content'], summary: 'Hashtags with post counts; slug= → that tag only (404 when unknown)',
      querystring: Type.Object({ slug: Type.Optional(Slug) }), response: { 200: Envelope(TagAnswer), ...errors },
    },
  }, async (request) => {
    const tags = await app.repos.content.tags(request.query.slug);
    if (request.query.slug && !tags.length) throw notFound('Không tìm thấy hashtag');
    return ok(request.query.slug ? { tag: tags[0] } : tags);
  });

  app.get('/api/user/teacher/details.json', {
    schema: {
      tags: ['catalogue'], summary: 'Teacher page (/giang-vien-hidden/{slug}) with the teacher\'s courses',
      querystring: Type.Object({ slug: Slug }), response: { 200: Envelope(TeacherPage), ...errors },
    },
  }, async (request) => {
    const teacher = await app.repos.taxonomy.teacher(request.query.slug);
    if (!teacher) throw notFound('Không tìm thấy giảng viên');
    const courses = await app.repos.courses.list({ page: 1, page_size: 48, teacher: request.query.slug });
    return ok({ teacher, courses: courses.items });
  });
};

export default routes;
