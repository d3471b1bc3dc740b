import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { Envelope, errors, Id, IdOrSlugQuery, NotificationDetails, NotificationList, NotificationsRead, Page, PageSize } from '@edu/shared/schemas';
import { requireIdOrSlug } from '../../../lib/details-query';
import { secured, signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notification.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'My notifications (newest first) with unread_count',
      querystring: Type.Object({ page: Page, page_size: PageSize(20, 50), unread: Type.Optional(Type.Boolean()) }),
      response: { 200: Envelope(NotificationList), ...errors },
    }),
    async (request) => {
      const q = request.query;
      return ok(await app.repos.support.notifications(request.userId!, q.page, q.page_size, q.unread ?? false));
    },
  );

  app.get(
    '/notification/details.json',
    {
      preValidation: requireIdOrSlug,
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        security: secured,
        summary: 'One of my notifications by id or slug (marks it read)',
        querystring: IdOrSlugQuery,
        response: { 200: Envelope(NotificationDetails), ...errors },
      },
    },
    async (request) => {
      const notification = await app.repos.support.notification(request.userId!, request.query);
      if (!notification) throw notFound('Không tìm thấy thông báo');
      return ok({ notification });
    },
  );

  app.patch(
    '/notification/read.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'Mark my notifications read (ids, or all when ids is absent)',
      body: Type.Object({ ids: Type.Optional(Type.Array(Id, { maxItems: 200 })) }),
      response: { 200: Envelope(NotificationsRead), ...errors },
    }),
    async (request) => ok({ updated: await app.repos.support.markRead(request.userId!, request.body.ids ?? null) }),
  );
};

export default routes;
