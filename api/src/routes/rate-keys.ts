import type { FastifyRequest } from 'fastify';
import { parseLogin } from '../repositories/users-repo';

/**
 * The identifier a limit counts, in its canonical form: '+84 912.345.678', '84912345678' and
 * '0912345678' are one phone number, 'A@B.vn' and 'a@b.vn' one address — so respelling it buys no
 * new allowance.
 */
export function canonicalIdentifier(value: string): string {
  const login = parseLogin(value);
  if (login) return 'email' in login ? login.email : login.phone;
  return value.trim().toLowerCase().slice(0, 254);
}

const bodyField = (request: FastifyRequest, ...names: string[]): string => {
  const body = request.body as Record<string, unknown> | undefined;
  for (const n of names) {
    const v = body?.[n];
    if (typeof v === 'string') return canonicalIdentifier(v);
  }
  return '';
};

/** Per IP and account, so one attacker cannot lock everyone out and one account cannot be hammered. */
export const loginKey = (request: FastifyRequest) => `login:${request.ip}:${bodyField(request, 'username')}`;
export const otpKey = (request: FastifyRequest) => `otp:${request.ip}:${bodyField(request, 'username', 'phone', 'email')}`;
export const forgotKey = (request: FastifyRequest) => `forgot:${request.ip}:${bodyField(request, 'username')}`;
