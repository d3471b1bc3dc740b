import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';
import { toOtpSent, type OtpSent } from './otp';
import { register, type RegisterInput } from './register';

/**
 * A new registration code. With the form still in memory the registration is simply repeated;
 * after a reload (the password is never stored) the API re-sends to the pending account.
 */
export async function resendRegisterOtp(pending: RegisterInput | null, to: string): Promise<OtpSent> {
  if (pending) return register(pending);
  const data = await apiPost<{ target?: string }>(ENDPOINTS.resendOtp, { username: to }, AUTH_REQUEST);
  return toOtpSent(data, to);
}
