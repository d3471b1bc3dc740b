import { ENDPOINTS, apiPost, type LoginResponse } from '@edu/shared/core';
import { AUTH_REQUEST } from './auth-request';

export type OtpPurpose = 'register' | 'login' | 'forgot';

export interface OtpSent {
  /** Where the code went, normalised by the API (lower-case e-mail, 0xxxxxxxxx). */
  target: string;
  /** Seconds before another code may be requested (the API's rate limit allows 5 a minute; we ask for 60 s). */
  resendAfter: number;
}

export const RESEND_SECONDS = 60;

export function toOtpSent(data: { target?: unknown } | null | undefined, to: string): OtpSent {
  return { target: typeof data?.target === 'string' && data.target ? data.target : to, resendAfter: RESEND_SECONDS };
}

/** POST /api/user/verify_otp.json → a session (register, login) or a verify_token (forgot password). */
export function verifyOtp(input: { username: string; otp: string; purpose: OtpPurpose }) {
  return apiPost<LoginResponse & { verify_token?: string }>(ENDPOINTS.verifyOtp, input, AUTH_REQUEST);
}
