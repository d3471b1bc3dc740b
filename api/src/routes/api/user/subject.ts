import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { Envelope, errors, Id, IdOrSlugQuery, Slug, Subject, SubjectDetail, SubjectLike } from '@edu/shared/schemas';
import { requireIdOrSlug } from '../../../lib/details-query';
import { secured } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subject.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Subjects (liked = the Bearer user follows it); liked=1 → only mine (chủ đề quan tâm)',
        querystring: Type.Object({ category: Type.Optional(Slug), liked: Type.Optional(Type.Boolean()) }),
        response: { 200: Envelope(Type.Array(Subject)), ...errors },
      },
    },
    async (request) => {
      const rows = await app.repos.taxonomy.subjects(request.userId, request.query.category);
      return ok(request.query.liked ? rows.filter((r) => r.liked) : rows);
    },
  );

  app.get(
    '/subject/details.json',
    {
      preValidation: requireIdOrSlug,
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'Subject details by id or slug',
        querystring: IdOrSlugQuery,
        response: { 200: Envelope(Type.Object({ subject: SubjectDetail })), ...errors },
      },
    },
    async (request) => {
      const subject = await app.repos.taxonomy.subject(request.query, request.userId);
      if (!subject) throw notFound('Không tìm thấy chủ đề');
      return ok({ subject });
    },
  );

  const LikeBody = Type.Object({ subject_id: Id });
  for (const method of ['PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/subject/like.json',
      preHandler: app.requireUser,
      schema: {
        tags: ['catalogue'],
        security: secured,
        summary: method === 'PATCH' ? 'Follow (like) a subject' : 'Unfollow (unlike) a subject',
        description: 'subject_id in the JSON body (or the query string for DELETE).',
        body: method === 'PATCH' ? LikeBody : Type.Object({ subject_id: Type.Optional(Id) }),
        querystring: Type.Object({ subject_id: Type.Optional(Id) }),
        response: { 200: Envelope(SubjectLike), ...errors },
      },
      handler: async (request) => {
        const body = request.body as { subject_id?: number } | undefined;
        const id = body?.subject_id ?? (request.query as { subject_id?: number }).subject_id;
        if (!id) throw badRequest('Dữ liệu không hợp lệ: thiếu "subject_id"');
        const liked = method === 'PATCH';
        if (!(await app.repos.taxonomy.like(request.userId!, id, liked))) throw notFound('Không tìm thấy chủ đề');
        return ok({ subject_id: id, liked }, liked ? 'Đã thêm vào chủ đề quan tâm' : 'Đã bỏ chủ đề quan tâm');
      },
    });
  }
};

export default routes;
