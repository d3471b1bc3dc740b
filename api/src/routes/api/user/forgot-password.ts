import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { parseLogin } from '../../../repositories/users-repo';
import { bodyIdentifier, enforceLimits, limitRules } from '../../../lib/rate-keys';
import { CodeSent, Envelope, errors, Username } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Attempts per client address and identifier; when a code goes out, also per number / address and per client. */
  const limit = (kind: 'otp' | 'check' | 'forgot', sends: boolean) => ({
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const who = bodyIdentifier(request, 'username', 'phone', 'email');
      await enforceLimits(app, request, reply, [...limitRules(app, request, kind, who), ...(sends ? limitRules(app, request, 'send', who) : [])]);
    },
  });

  app.post('/forgot_password.json', {
    ...limit('forgot', true),
    schema: {
      tags: ['auth'], summary: 'Forgot password: OTP to the account\'s email / phone → verify_otp (purpose=forgot) → verify_token',
      description: 'Answers the same whether or not the account exists.',
      body: Type.Object({ username: Username }), response: { 200: Envelope(CodeSent), ...errors },
    },
  }, async (request) => {
    const login = parseLogin(request.body.username);
    if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
    const target = 'email' in login ? login.email : login.phone;
    const user = await app.repos.users.findByLogin(target);
    if (user) await app.repos.otp.issue(target, 'forgot', { user_id: user.id });
    return ok({ target, expires_in: 600 }, 'Nếu tài khoản tồn tại, mã OTP đã được gửi');
  });
};

export default routes;
