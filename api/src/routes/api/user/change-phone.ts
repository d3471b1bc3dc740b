import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { normalizePhone } from '../../../repositories/users-repo';
import { bodyIdentifier, enforceLimits, limitRules } from '../../../lib/rate-keys';
import { CodeSent, Envelope, errors } from '@edu/shared/schemas';
import { secured } from '../../../schemas/openapi';

/** A signed-in learner adds or changes their phone number: a code goes to the number by SMS (issue 34). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/change_phone.json',
    {
      preHandler: [
        app.requireUser,
        async (request, reply) => {
          const who = bodyIdentifier(request, 'phone');
          await enforceLimits(app, request, reply, [...limitRules(app, request, 'otp', who), ...limitRules(app, request, 'send', who)]);
        },
      ],
      schema: {
        tags: ['auth'],
        security: secured,
        summary: 'Start adding or changing the phone number: an OTP goes to the number by SMS',
        description: 'Confirm with POST /api/auth/change_phone.json { phone, otp }; the number is saved only then.',
        body: Type.Object({ phone: Type.String({ minLength: 9, maxLength: 20 }) }),
        response: { 200: Envelope(CodeSent), ...errors },
      },
    },
    async (request) => {
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw badRequest('Số điện thoại không hợp lệ: hãy nhập số di động Việt Nam, ví dụ 0912 345 678');
      if (await app.repos.users.phoneTaken(phone, request.userId!)) throw conflict('Số điện thoại đã được dùng cho tài khoản khác');
      const sent = await app.repos.otp.issue(phone, 'change_phone', { user_id: request.userId });
      return ok({ target: phone, ...sent }, 'Đã gửi mã xác nhận tới số điện thoại');
    },
  );
};

export default routes;
