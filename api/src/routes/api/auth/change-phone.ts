import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { normalizePhone } from '../../../repositories/users-repo';
import { bodyIdentifier, enforceLimits, limitRules } from '../../../lib/rate-keys';
import { Envelope, errors, Otp, ProfileAnswer } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/** The code sent to the number confirms it: only then is it the learner's (sign-in by phone uses it). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_phone.json',
    {
      preHandler: [
        app.requireUser,
        async (request, reply) => enforceLimits(app, request, reply, limitRules(app, request, 'check', bodyIdentifier(request, 'phone'))),
      ],
      schema: {
        tags: ['auth'],
        security: secured,
        summary: 'Confirm a phone number with the OTP sent to it',
        body: Type.Object({ phone: Type.String({ minLength: 9, maxLength: 20 }), otp: Otp }),
        response: { 200: Envelope(ProfileAnswer), ...errors },
      },
    },
    async (request) => {
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw badRequest('Số điện thoại không hợp lệ');
      const check = await app.repos.otp.verify(phone, 'change_phone', request.body.otp);
      // a code sent for another learner's request never confirms this one
      if (!check.ok || Number(check.payload.user_id) !== request.userId) throw badRequest('Mã xác nhận không đúng hoặc đã hết hạn');
      if (!(await app.repos.users.setPhone(request.userId!, phone))) throw conflict('Số điện thoại đã được dùng cho tài khoản khác');
      return ok({ user: await app.repos.users.byId(request.userId!) }, 'Đã xác nhận số điện thoại');
    },
  );
};

export default routes;
