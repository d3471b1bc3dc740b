import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { AUTH_REQUEST, bearer } from './auth-request';
import { toOtpSent, type OtpSent } from './otp';

/** POST /api/user/forgot_password.json — sends a reset code; answers the same whether or not the account exists. */
export async function forgotPassword(username: string): Promise<OtpSent> {
  return toOtpSent(await apiPost<{ target?: string }>(ENDPOINTS.forgotPassword, { username }, AUTH_REQUEST), username);
}

/** POST /api/user/change_password_after_verify.json — bearer is the verify_token from the OTP step. */
export function resetPassword(verifyToken: string, password: string): Promise<unknown> {
  return apiPost(ENDPOINTS.changePasswordAfterVerify, { password }, bearer(verifyToken));
}

export { AUTH_REQUEST };
