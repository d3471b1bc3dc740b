import { ENDPOINTS, apiPost, type LoginResponse } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';
import { resendAfterOf } from '../../../lib/resend-after';

export type OtpPurpose = 'register' | 'login' | 'forgot';

export interface OtpSent {
  /** Where the code went, normalised by the API (lower-case e-mail, 0xxxxxxxxx). */
  target: string;
  /** Seconds before another code may be requested: the API's `resend_after`. */
  resendAfter: number;
}

export function toOtpSent(data: { target?: unknown; resend_after?: unknown } | null | undefined, to: string): OtpSent {
  return { target: typeof data?.target === 'string' && data.target ? data.target : to, resendAfter: resendAfterOf(data) };
}

/** POST /api/user/verify_otp.json → a session (register, login) or a verify_token (forgot password). */
export function verifyOtp(input: { username: string; otp: string; purpose: OtpPurpose }) {
  return apiPost<LoginResponse & { verify_token?: string }>(ENDPOINTS.verifyOtp, input, AUTH_REQUEST);
}
