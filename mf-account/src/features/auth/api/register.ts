import { apiPost } from '@edu/shared';
import { AUTH_REQUEST } from './auth-request';
import { toOtpSent, type OtpSent } from './otp';

export interface RegisterInput {
  full_name: string;
  email?: string;
  phone?: string;
  password: string;
  /** The learner ticked the terms and the privacy policy. */
  accept_policy: boolean;
}

/** POST /api/user/register.json — creates the unverified account and sends the OTP. */
export async function register(input: RegisterInput): Promise<OtpSent> {
  const data = await apiPost<Partial<OtpSent>>('/api/user/register.json', input, AUTH_REQUEST);
  return toOtpSent(data, input.email ?? input.phone ?? '');
}
