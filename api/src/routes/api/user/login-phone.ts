import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { Type } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest } from '../../../lib/errors';
import { verifyCarrierToken } from '../../../lib/carrier-token';
import { normalizePhone } from '../../../repositories/users-repo';
import { issueLogin } from '../../../services/login-service';
import { enforceLimits, limitRules, otpLimits } from '../../../lib/rate-keys';
import { Envelope, errors, LoginResponse, OtpSent } from '@edu/shared/schemas';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login_phone.json',
    {
      // a recognition token sends nothing: it is rationed like any guessable code, per client
      preHandler: async (request, reply) =>
        (request.body as { msisdn_token?: unknown } | undefined)?.msisdn_token !== undefined
          ? enforceLimits(app, request, reply, limitRules(app, request, 'code'))
          : otpLimits(app, 'otp', true).preHandler(request, reply),
      schema: {
        tags: ['auth'],
        summary: "Log in by phone: an OTP by SMS (then verify_otp.json, purpose=login), or the carrier's recognition token",
        description:
          '{ phone }: sends a code (dev outbox). { msisdn_token }: the signed, single-use answer of carrier number recognition (SPEC §6, returned at /callback) signs the subscriber in at once. A phone without an account gets one on first verified login.',
        body: Type.Object({
          phone: Type.Optional(Type.String({ minLength: 9, maxLength: 20 })),
          msisdn_token: Type.Optional(Type.String({ minLength: 20, maxLength: 600 })),
        }),
        response: { 200: Envelope(Type.Union([OtpSent, LoginResponse])), ...errors },
      },
    },
    async (request, reply) => {
      if (request.body.msisdn_token !== undefined) {
        const claims = verifyCarrierToken(app.config.carrierSecret, request.body.msisdn_token);
        const phone = claims && normalizePhone(claims.phone);
        if (!claims || !phone || !(await app.repos.sessions.spendToken(`carrier:${claims.jti}`, claims.exp))) {
          throw new AppError(401, 'Không nhận diện được số điện thoại của bạn, vui lòng đăng nhập bằng mã OTP');
        }
        // the carrier vouches for the number, as a code sent to it would: the same claim of the account
        const userId = await app.repos.users.ensurePhoneUser(phone);
        return ok(await issueLogin(app, request, reply, userId), 'Đăng nhập thành công');
      }
      if (request.body.phone === undefined) throw badRequest('Vui lòng nhập số điện thoại');
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw badRequest('Số điện thoại không hợp lệ');
      const sent = await app.repos.otp.issue(phone, 'login');
      return ok({ target: phone, channel: 'sms' as const, ...sent }, 'Mã OTP đã được gửi tới số điện thoại của bạn');
    },
  );
};

export default routes;
