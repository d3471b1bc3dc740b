import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { otpLimits } from '../../../lib/rate-keys';
import { resendRegisterCode } from '../../../services/resend-register-code';
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
    async (request) => ok(await resendRegisterCode(app, request.body.username), 'Nếu tài khoản đang chờ xác thực, mã OTP mới đã được gửi'),
  );
};

export default routes;
