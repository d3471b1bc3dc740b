import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';
import { toOtpSent, type OtpSent } from './otp';

export interface RegisterInput {
  full_name: string;
  /** E-mail (lower case) or phone (0xxxxxxxxx). */
  username: string;
  password: string;
}

/**
 * POST /api/user/register.json — creates (or refreshes) the unverified account and sends the OTP.
 * Repeating it for an unverified account sends a new code: that is how "Gửi lại mã" works.
 */
export async function register(input: RegisterInput): Promise<OtpSent> {
  return toOtpSent(await apiPost<Partial<{ target: string }>>(ENDPOINTS.register, input, AUTH_REQUEST), input.username);
}
