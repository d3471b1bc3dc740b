import type { FastifyRequest } from 'fastify';

const bodyField = (request: FastifyRequest, ...names: string[]): string => {
  const body = request.body as Record<string, unknown> | undefined;
  for (const n of names) {
    const v = body?.[n];
    if (typeof v === 'string') return v.trim().toLowerCase().slice(0, 254);
  }
  return '';
};

/** Per IP and account, so one attacker cannot lock everyone out and one account cannot be hammered. */
export const loginKey = (request: FastifyRequest) => `login:${request.ip}:${bodyField(request, 'username')}`;
export const otpKey = (request: FastifyRequest) => `otp:${request.ip}:${bodyField(request, 'username', 'phone', 'email')}`;
export const forgotKey = (request: FastifyRequest) => `forgot:${request.ip}:${bodyField(request, 'username')}`;
