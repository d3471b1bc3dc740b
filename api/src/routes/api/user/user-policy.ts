import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, errors, PolicyAccepted } from '@edu/shared/schemas';
import { signedIn } from '../../../schemas/openapi';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user_policy.json',
    signedIn(app, {
      tags: ['user'],
      summary: 'Accept the terms of use (records the time)',
      body: Type.Object({ accepted: Type.Literal(true) }),
      response: { 200: Envelope(PolicyAccepted), ...errors },
    }),
    async (request) => ok(await app.repos.users.acceptPolicy(request.userId!), 'Đã ghi nhận đồng ý điều khoản'),
  );
};

export default routes;
