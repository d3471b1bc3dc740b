import type { FastifyPluginAsyncTypebox } from '../../../schemas/typebox';
import { ok } from '../../../lib/envelope';
import { badRequest, conflict } from '../../../lib/errors';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { parseLogin } from '../../../repositories/users-repo';
import { assertStrongPassword } from '../../../services/password-policy';
import { otpLimits } from '../../../lib/rate-keys';
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
    async (request) => {
      const b = request.body;
      const raw = b.username ?? b.email ?? b.phone ?? '';
      const login = parseLogin(raw);
      if (!login)
        throw badRequest(raw ? 'Email hoặc số điện thoại không hợp lệ' : 'Dữ liệu không hợp lệ: thiếu "username" (email hoặc số điện thoại)');
      assertStrongPassword(b.password);
      const target = 'email' in login ? login.email : login.phone;
      // A second registrant of a pending address while the first one's code is open contests it (see markVerified).
      const pending = await app.repos.users.findByLogin(target);
      const contest =
        pending && !pending.verified
          ? { openCode: await app.repos.otp.hasOpen(target, 'register'), otherPassword: !(await verifyPassword(b.password, pending.password_hash)) }
          : undefined;
      const user = await app.repos.users.upsertPending(login, b.full_name?.trim() ?? '', await hashPassword(b.password), contest);
      if (user.verified) throw conflict('email' in login ? 'Email đã được đăng ký' : 'Số điện thoại đã được đăng ký');
      const sent = await app.repos.otp.issue(target, 'register', { user_id: user.id });
      return ok({ target, channel: 'email' in login ? ('email' as const) : ('sms' as const), ...sent }, 'Mã OTP đã được gửi, vui lòng kiểm tra');
    },
  );
};

export default routes;
