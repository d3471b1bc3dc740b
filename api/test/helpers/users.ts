import { randomBytes } from 'node:crypto';
import type { Call } from './client';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  /** From the HttpOnly `rt` cookie (no answer body carries it). */
  refresh_token: string;
}

/** The refresh token an answer set in its HttpOnly cookie (the one with a value, not the legacy-path clearing). */
export function rtCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  return res.cookies.find((c) => c.name === 'rt' && c.value)?.value ?? '';
}

export const uniqueEmail = (prefix = 'hv') => `${prefix}.${randomBytes(5).toString('hex')}@example.com`;

export async function latestOtp(call: Call, to: string): Promise<string> {
  const r = await call('GET', '/api/dev/outbox.json', undefined, { query: { to } });
  const otp = r.body.data?.[0]?.otp;
  if (!otp) throw new Error(`no OTP in the outbox for ${to}`);
  return otp;
}

/** Register by e-mail → OTP from the dev outbox → verify (logs in). */
export async function registerUser(
  call: Call,
  opts: { email?: string; password?: string; headers?: Record<string, string> } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'Matkhau123';
  const reg = await call('POST', '/api/user/register.json', { username: email, password, full_name: 'Học viên thử nghiệm' });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.statusCode} ${reg.body.message}`);
  const otp = await latestOtp(call, email);
  const v = await call('POST', '/api/user/verify_otp.json', { username: email, otp }, { headers: opts.headers });
  if (v.statusCode !== 200) throw new Error(`verify failed: ${v.statusCode} ${v.body.message}`);
  return { id: v.body.data.user.id, email, password, token: v.body.data.token, refresh_token: rtCookie(v) };
}

export async function login(call: Call, username: string, password: string, headers?: Record<string, string>) {
  return call('POST', '/api/user/login.json', { username, password }, { headers });
}
