import type { FastifyInstance } from 'fastify';
import type { OtpSent, RegisterRequest } from '@edu/shared/schemas';
import { badRequest, conflict } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import { parseLogin } from '../repositories/users-repo';
import { assertStrongPassword } from './password-policy';

/**
 * Registration by e-mail or phone: a pending account and a code sent to it (the caller has applied the OTP send
 * limits, lib/rate-keys otpLimits). One path for POST /api/user/register.json and the sign-up HTML form.
 * Throws 400 / 409 with a Vietnamese message.
 */
export async function registerAccount(app: FastifyInstance, b: RegisterRequest): Promise<OtpSent> {
  const raw = b.username ?? b.email ?? b.phone ?? '';
  const login = parseLogin(raw);
  if (!login) throw badRequest(raw ? 'Email hoặc số điện thoại không hợp lệ' : 'Dữ liệu không hợp lệ: thiếu "username" (email hoặc số điện thoại)');
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
  return { target, channel: 'email' in login ? 'email' : 'sms', ...sent };
}

export const OTP_SENT_MESSAGE = 'Mã OTP đã được gửi, vui lòng kiểm tra';
