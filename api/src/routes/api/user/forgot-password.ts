import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { parseLogin } from '../../../repositories/users-repo';
import { otpLimits } from '../../../lib/rate-keys';
import { CODE_TIMING } from '../../../repositories/otp-repo';
import { CodeSent, Envelope, errors, Username } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/forgot_password.json',
    {
      ...otpLimits(app, 'forgot', true),
      schema: {
        tags: ['auth'],
        summary: "Forgot password: OTP to the account's email / phone → verify_otp (purpose=forgot) → verify_token",
        description: 'Answers the same whether or not the account exists.',
        body: Type.Object({ username: Username }),
        response: { 200: Envelope(CodeSent), ...errors },
      },
    },
    async (request) => {
      const login = parseLogin(request.body.username);
      if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
      const target = 'email' in login ? login.email : login.phone;
      const user = await app.repos.users.findByLogin(target);
      if (user) await app.repos.otp.issue(target, 'forgot', { user_id: user.id });
      return ok({ target, ...CODE_TIMING }, 'Nếu tài khoản tồn tại, mã OTP đã được gửi');
    },
  );
};

export default routes;
