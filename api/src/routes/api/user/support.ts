import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, notFound } from '../../../lib/errors';
import { isEmail, normalizePhone } from '../../../repositories/users-repo';
import {
  Envelope,
  errors,
  Id,
  IdOrSlugQuery,
  Page,
  PageSize,
  Str,
  SupportArticleDetails,
  SupportArticleList,
  SupportRequestFiled,
  SupportVote,
} from '@edu/shared/schemas';
import { requireIdOrSlug } from '../../../lib/details-query';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/support.json',
    {
      schema: {
        tags: ['support'],
        summary: 'Support articles (search q, category), paginated',
        querystring: Type.Object({ page: Page, page_size: PageSize(20, 50), q: Type.Optional(Str(200)), category: Type.Optional(Str(100)) }),
        response: { 200: Envelope(SupportArticleList), ...errors },
      },
    },
    async (request) => ok(await app.repos.support.articles(request.query)),
  );

  app.post(
    '/support.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['support'],
        summary: 'Send a support request (contact form)',
        body: Type.Object({
          full_name: Str(120, 1),
          email: Type.Optional(Str(254)),
          phone: Type.Optional(Str(20)),
          subject: Type.Optional(Str(200)),
          message: Str(5000, 5),
        }),
        response: { 200: Envelope(SupportRequestFiled), ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      if (!b.email && !b.phone) throw badRequest('Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại');
      if (b.email && !isEmail(b.email)) throw badRequest('Email không hợp lệ');
      if (b.phone && !normalizePhone(b.phone)) throw badRequest('Số điện thoại không hợp lệ');
      return ok(await app.repos.support.request(request.userId, b), 'Đã gửi yêu cầu hỗ trợ, chúng tôi sẽ liên hệ lại sớm');
    },
  );

  app.get(
    '/support/details.json',
    {
      preValidation: requireIdOrSlug,
      preHandler: app.optionalUser,
      schema: {
        tags: ['support'],
        summary: 'A support article by slug or id',
        querystring: IdOrSlugQuery,
        response: { 200: Envelope(SupportArticleDetails), ...errors },
      },
    },
    async (request) => {
      const voter = request.userId ? `u:${request.userId}` : `ip:${request.ip}`;
      const article = await app.repos.support.article(request.query, voter);
      if (!article) throw notFound('Không tìm thấy bài viết hỗ trợ');
      return ok({ article });
    },
  );

  app.patch(
    '/support/like.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['support'],
        summary: 'Was this article helpful? like=true / false (one vote per user or IP)',
        body: Type.Object({ id: Id, like: Type.Boolean() }),
        response: { 200: Envelope(SupportVote), ...errors },
      },
    },
    async (request) => {
      const voter = request.userId ? `u:${request.userId}` : `ip:${request.ip}`;
      const r = await app.repos.support.vote(request.body.id, voter, request.body.like);
      if (!r) throw notFound('Không tìm thấy bài viết hỗ trợ');
      return ok(r, 'Cảm ơn bạn đã đánh giá');
    },
  );

  app.post(
    '/support/ping.json',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['other'],
        summary: 'Support ping recorded on every navigation (path visited)',
        body: Type.Object({ path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/' }) }),
        response: { 200: Envelope(Type.Null()), ...errors },
      },
    },
    async (request) => {
      await app.repos.tracking.ping(request.userId, request.body.path, 'ping');
      return ok(null, 'OK');
    },
  );
};

export default routes;
