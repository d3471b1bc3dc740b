import { ENDPOINTS, ApiError, apiPost, updateUserInfo } from '@edu/shared/core';
import { resendAfterOf } from '../../../lib/resend-after';

/** POST /api/user/change_email/check.json → { available } — a taken address fails like the API's 409. */
export async function assertEmailAvailable(email: string): Promise<void> {
  const { available } = await apiPost<{ available: boolean }>(ENDPOINTS.changeEmailCheck, { email });
  if (!available) throw new ApiError(409, 'Email đã được sử dụng bởi tài khoản khác');
}

/** POST /api/user/change_email.json — a code and a confirmation link go to the NEW address; the API says when another may be asked for. */
export async function requestEmailChange(email: string): Promise<{ resendAfter: number }> {
  return { resendAfter: resendAfterOf(await apiPost<{ resend_after?: number }>(ENDPOINTS.changeEmail, { email })) };
}

/** POST /api/auth/change_email.json { email, otp } — confirms with the code; the header's e-mail follows. */
export async function confirmEmailChange(email: string, otp: string): Promise<void> {
  await apiPost(ENDPOINTS.changeEmailConfirm, { email, otp });
  updateUserInfo({ email });
}

/** POST /api/auth/verify_email.json { token } — the link in the e-mail (/verify-change-email?token=…). */
export async function confirmEmailLink(token: string): Promise<{ email: string }> {
  const { email } = await apiPost<{ email: string }>(ENDPOINTS.verifyEmail, { token }, { skipAuthHandling: true });
  updateUserInfo({ email });
  return { email };
}
