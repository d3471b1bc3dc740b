import { apiPost } from '@edu/shared';
import { AUTH_REQUEST } from './auth-request';
import { toOtpSent, type OtpPurpose, type OtpSent } from './otp';
import { register, type RegisterInput } from './register';

/**
 * A new code for a pending registration. With the form still in memory we repeat register.json
 * (the API re-sends for an unverified account); after a reload we ask resend_otp.json.
 */
export async function resendRegisterOtp(to: string, pending: RegisterInput | null): Promise<OtpSent> {
  if (pending) return register(pending);
  return resendOtp(to, 'register');
}

export async function resendOtp(username: string, purpose: OtpPurpose): Promise<OtpSent> {
  return toOtpSent(await apiPost<Partial<OtpSent>>('/api/user/resend_otp.json', { username, purpose }, AUTH_REQUEST), username);
}
