import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { bodyIdentifier, enforceLimits, limitRules } from '../../../lib/rate-keys';
import { Email, Envelope, errors, Otp, ProfileAnswer } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/** The code sent to a new e-mail confirms the change. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_email.json',
    {
      preHandler: [
        app.requireUser,
        async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'check', bodyIdentifier(request, 'email'))),
      ],
      schema: {
        tags: ['auth'],
        security: secured,
        summary: 'Confirm an e-mail change with the OTP sent to the new address',
        body: Type.Object({ email: Email, otp: Otp }),
        response: { 200: Envelope(ProfileAnswer), ...errors },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const check = await app.repos.otp.verify(email, 'change_email', request.body.otp);
      if (!check.ok || Number(check.payload.user_id) !== request.userId) throw badRequest('Mã xác nhận không đúng hoặc đã hết hạn');
      if (await app.repos.users.emailTaken(email, request.userId!)) throw conflict('Email đã được sử dụng bởi tài khoản khác');
      await app.repos.users.setEmail(request.userId!, email);
      return ok({ user: await app.repos.users.byId(request.userId!) }, 'Đổi email thành công');
    },
  );
};

export default routes;
