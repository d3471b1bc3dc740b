import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from './cookies';

/**
 * A browser an account has signed in from before: an HttpOnly cookie `kd` = "<user id>.<device id>.<mac>", sent only
 * to the API. While failed guesses have locked an account's password path, the owner's own browsers
 * keep it (their own back-off, per device); a stranger's cannot, whoever's name they type — so nobody can lock the
 * owner out by guessing. The key is derived from the current signing secret (rotating it forgets devices).
 */
export const KNOWN_DEVICE_COOKIE = 'kd';
/** Every API path: a password sign-in may come from the JSON call or an HTML form. */
const PATH = '/api';
const YEAR_MS = 365 * 86_400_000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('known-device').digest();
const mac = (secret: string, body: string) => createHmac('sha256', keyOf(secret)).update(body).digest('base64url');

/** Marks this browser as one of the account's devices (every successful sign-in: password, code or SSO). */
export function rememberDevice(reply: FastifyReply, request: FastifyRequest, secret: string, userId: number, secure: boolean): void {
  const kept = knownDevice(request, secret, userId);
  const body = `${userId}.${kept ?? randomBytes(12).toString('base64url')}`;
  setCookie(reply, KNOWN_DEVICE_COOKIE, `${body}.${mac(secret, body)}`, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    expires: new Date(Date.now() + YEAR_MS),
  });
}

/** This browser's device id when it has signed in to `userId` before; null otherwise. */
export function knownDevice(request: FastifyRequest, secret: string, userId: number): string | null {
  const value = readCookie(request, KNOWN_DEVICE_COOKIE);
  const m = value && /^(\d{1,12})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m || Number(m[1]) !== userId) return null;
  const expected = Buffer.from(mac(secret, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[2]! : null;
}
