import { apiPost, type LoginResponse } from '@edu/shared';
import { AUTH_REQUEST } from './auth-request';

export type OtpPurpose = 'register' | 'login' | 'forgot';

export interface OtpSent {
  /** Where the code went, as the API echoes it (masked or not). */
  sent_to: string;
  /** Seconds before another code may be requested. */
  resend_after: number;
}

export function toOtpSent(data: Partial<OtpSent> | null | undefined, to: string): OtpSent {
  return { sent_to: data?.sent_to || to, resend_after: Number(data?.resend_after) > 0 ? Number(data?.resend_after) : 60 };
}

/** POST /api/user/verify_otp.json → a session (register, login) or a verify_token (forgot password). */
export function verifyOtp(input: { username: string; otp: string; purpose: OtpPurpose }) {
  return apiPost<LoginResponse & { verify_token?: string }>('/api/user/verify_otp.json', input, AUTH_REQUEST);
}
