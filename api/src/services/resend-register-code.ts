import type { FastifyInstance } from 'fastify';
import type { OtpSent } from '@edu/shared/schemas';
import { badRequest } from '../lib/errors';
import { parseLogin } from '../repositories/users-repo';
import { CODE_TIMING } from '../repositories/otp-repo';

/**
 * "Gửi lại mã" of sign-up: a new code for an account still waiting for verification (the caller has applied the
 * OTP send limits, lib/rate-keys otpLimits). One path for POST /api/user/resend_otp.json and the resend HTML form.
 * It answers alike whether or not such an account exists: a different answer would tell who has a pending account.
 */
export async function resendRegisterCode(app: FastifyInstance, username: string): Promise<OtpSent> {
  const login = parseLogin(username);
  if (!login) throw badRequest('Email hoặc số điện thoại không hợp lệ');
  const target = 'email' in login ? login.email : login.phone;
  const user = await app.repos.users.findByLogin(target);
  const sent = user && !user.verified ? await app.repos.otp.issue(target, 'register', { user_id: user.id }) : CODE_TIMING;
  return { target, channel: 'email' in login ? 'email' : 'sms', ...sent };
}
