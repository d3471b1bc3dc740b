import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors, SubscriptionPlan } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/my_subscription_plan.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'My subscription plans (subscription_plan_id, end_date, path)',
      response: { 200: Envelope(Type.Array(SubscriptionPlan)), ...errors },
    }),
    async (request) => ok(await app.repos.learning.subscriptions(request.userId!)),
  );
};

export default routes;
