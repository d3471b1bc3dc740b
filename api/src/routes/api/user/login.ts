import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { issueLogin } from '../../../services/login-service';
import { passwordSignIn } from '../../../services/password-sign-in';
import { Envelope, errors, LoginBody, LoginResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email or phone and password',
        description:
          'Sets the refresh cookie `rt` (HttpOnly, path /api/user/refresh.json); the body has only its expiry rt_exp. Limited per client address and account, per address, per /24, and per account (its e-mail and phone together): after repeated failures the password path is locked for browsers the account never signed in from, twice as long after each further failure (429 with Retry-After); the owner is notified, and codes and SSO still sign in.',
        body: LoginBody,
        response: { 200: Envelope(LoginResponse), ...errors },
      },
    },
    async (request, reply) => {
      const userId = await passwordSignIn(app, request, reply, request.body.username, request.body.password);
      return ok(await issueLogin(app, request, reply, userId), 'Đăng nhập thành công');
    },
  );
};

export default routes;
