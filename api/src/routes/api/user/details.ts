import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AccountDetails, Envelope, errors } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/details.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'Account overview: profile, counts, subscriptions, linked social accounts',
      response: { 200: Envelope(AccountDetails), ...errors },
    }),
    async (request) => {
      const id = request.userId!;
      const [user, courses, notifications, subscriptions, social] = await Promise.all([
        app.repos.users.byId(id),
        app.repos.courses.mine(id, 1, 1),
        app.repos.support.notifications(id, 1, 1, true),
        app.repos.learning.subscriptions(id),
        app.repos.users.socialLinks(id),
      ]);
      return ok({ user, course_count: courses.total, unread_notifications: notifications.unread_count, subscriptions, social_links: social });
    },
  );
};

export default routes;
