import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { isEmail, parseLogin } from '../../../repositories/users-repo';
import { enforceLimits, limitRules } from '../../../lib/rate-keys';
import { Envelope, errors, Username } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/check_username.json',
    {
      // it must answer truthfully (the registration form asks), so it is rationed per client address
      preHandler: async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'lookup')),
      schema: {
        tags: ['auth'],
        summary: 'Is this email / phone free to register?',
        querystring: Type.Object({ username: Username }),
        response: { 200: Envelope(Type.Object({ available: Type.Boolean(), kind: Type.String() })), ...errors },
      },
    },
    async (request) => {
      const u = request.query.username;
      const login = parseLogin(u);
      if (!login) throw badRequest(isEmail(u) ? 'Email không hợp lệ' : 'Email hoặc số điện thoại không hợp lệ');
      const user = await app.repos.users.findByLogin(u);
      return ok({ available: !user?.verified, kind: 'email' in login ? 'email' : 'phone' });
    },
  );
};

export default routes;
