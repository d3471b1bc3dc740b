import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { otpLimits } from '../../../lib/rate-keys';
import { OTP_SENT_MESSAGE, registerAccount } from '../../../services/register-account';
import { Envelope, errors, OtpSent, RegisterBody } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register.json',
    {
      ...otpLimits(app, 'otp', true),
      schema: {
        tags: ['auth'],
        summary: 'Register by e-mail or phone; an OTP is sent (dev: GET /api/dev/outbox.json?to=…)',
        description: 'username (email or phone), or email / phone. Then POST verify_otp.json { username, otp } logs in.',
        body: RegisterBody,
        response: { 200: Envelope(OtpSent), ...errors },
      },
    },
    async (request) => ok(await registerAccount(app, request.body), OTP_SENT_MESSAGE),
  );
};

export default routes;
