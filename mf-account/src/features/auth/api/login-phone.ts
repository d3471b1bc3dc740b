import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';
import { toOtpSent, type OtpSent } from './otp';

/** POST /api/user/login_phone.json — sends a sign-in code to the phone (development: the outbox). */
export async function requestPhoneLogin(phone: string): Promise<OtpSent> {
  return toOtpSent(await apiPost<{ target?: string }>(ENDPOINTS.loginPhone, { phone }, AUTH_REQUEST), phone);
}
