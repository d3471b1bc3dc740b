import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest } from '../../../lib/errors';
import { parseLogin } from '../../../repositories/users-repo';
import { otpLimits } from '../../../lib/rate-keys';
import { CODE_TIMING } from '../../../repositories/otp-repo';
import { Envelope, errors, OtpSent, Username } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/resend_otp.json',
    {
      ...otpLimits(app, 'otp', true),
      schema: {
        tags: ['auth'],
        summary: 'A new registration code for an account still waiting for verification',
        description: 'Answers alike whether or not such an account exists (no account discovery); a code is sent only to a pending registration.',
        body: Type.Object({ username: Username }),
        response: { 200: Envelope(OtpSent), ...errors },
      },
    },
    async (request) => {
      const login = parseLogin(request.body.username);
      if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
      const target = 'email' in login ? login.email : login.phone;
      const user = await app.repos.users.findByLogin(target);
      // the same timing when nothing is sent: a different answer would tell who has a pending account
      const sent = user && !user.verified ? await app.repos.otp.issue(target, 'register', { user_id: user.id }) : CODE_TIMING;
      return ok(
        { target, channel: 'email' in login ? ('email' as const) : ('sms' as const), ...sent },
        'Nếu tài khoản đang chờ xác thực, mã OTP mới đã được gửi',
      );
    },
  );
};

export default routes;
