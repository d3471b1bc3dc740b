import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { forbidden, notFound } from '../../../lib/errors';
import { HIDE_WEIGHT } from '../../../repositories/moderation-repo';
import { secured } from '../../../schemas/openapi';
import { Envelope, errors, ModerationDecided, ModerationDecisionBody, ModerationQueue } from '@edu/shared/schemas';

/**
 * The moderation queue (the page /quan-tri/kiem-duyet): reported reviews, questions and answers, heaviest first, and
 * a moderator's decision on each — hide it, or keep it (shown again if weighty reports had hidden it). A moderator is
 * a signed-in account with the admin role, or whoever holds ADMIN_TOKEN (no account: the decision names nobody).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const token = app.config.adminToken ? Buffer.from(app.config.adminToken) : null;
  const holdsAdminToken = (request: FastifyRequest) => {
    const given = Buffer.from((request.headers.authorization ?? '').replace(/^Bearer /, ''));
    return token !== null && given.length === token.length && timingSafeEqual(given, token);
  };
  const moderator = async (request: FastifyRequest, reply: FastifyReply) => {
    if (holdsAdminToken(request)) return;
    await app.requireUser(request, reply);
    if (!(await app.repos.moderation.isAdmin(request.userId!))) throw forbidden('Cần quyền quản trị để kiểm duyệt');
  };

  app.get(
    '/moderation.json',
    {
      preHandler: moderator,
      schema: {
        tags: ['other'],
        security: secured,
        summary: 'ADMIN: the moderation queue — reported items with their open reports, heaviest first',
        response: { 200: Envelope(ModerationQueue), ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok({ items: await app.repos.moderation.queue(), hide_weight: HIDE_WEIGHT });
    },
  );

  app.post(
    '/moderation/decide.json',
    {
      preHandler: moderator,
      schema: {
        tags: ['other'],
        security: secured,
        summary: 'ADMIN: hide a reported item, or keep it (its reports so far are settled)',
        body: ModerationDecisionBody,
        response: { 200: Envelope(ModerationDecided), ...errors },
      },
    },
    async (request) => {
      const { kind, target, decision } = request.body;
      if ((kind === 'review') !== target.includes(':')) throw notFound('Không tìm thấy nội dung này');
      if (!(await app.repos.moderation.decide(kind, target, decision, request.userId ?? null))) throw notFound('Không tìm thấy nội dung này');
      return ok({ kind, target, hidden: decision === 'hide' }, decision === 'hide' ? 'Đã ẩn nội dung' : 'Đã giữ nội dung');
    },
  );
};

export default routes;
