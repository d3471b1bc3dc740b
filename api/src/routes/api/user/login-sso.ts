import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { TokenBody, readIdToken } from '../../../services/dev-sso';
import { issueLogin } from '../../../services/login-service';
import { Envelope, errors, LoginResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login_sso.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with an SSO id token (local development provider)',
        description: 'A linked account logs in; otherwise an account with the same e-mail is linked, or a new one is created.',
        body: TokenBody,
        response: { 200: Envelope(LoginResponse), ...errors },
      },
    },
    async (request, reply) => {
      const id = readIdToken(app, request.body.provider, request.body.token);
      let userId = await app.repos.users.userBySocial(request.body.provider, id.uid);
      if (!userId) {
        userId = await app.repos.users.ensureSsoUser(id.email, id.name);
        await app.repos.users.link(userId, request.body.provider, id.uid, id.email);
      }
      return ok(await issueLogin(app, request, reply, userId), 'Đăng nhập thành công');
    },
  );
};

export default routes;
