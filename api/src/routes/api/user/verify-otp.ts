import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { otpLimits } from '../../../lib/rate-keys';
import { verifyOtp } from '../../../services/verify-otp';
import { Envelope, errors, LoginResponse, VerifyOtpBody, VerifyTokenResponse } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/verify_otp.json',
    {
      ...otpLimits(app, 'check', false),
      schema: {
        tags: ['auth'],
        summary: 'Verify an OTP: register / login → LoginResponse; forgot → { verify_token }',
        body: VerifyOtpBody,
        response: { 200: Envelope(Type.Union([LoginResponse, VerifyTokenResponse])), ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await verifyOtp(app, request, reply, request.body);
      return ok(outcome.data, outcome.message);
    },
  );
};

export default routes;
