import { createHmac, timingSafeEqual } from 'node:crypto';

export interface JwtClaims {
  sub: number;
  /** access | verify */
  typ: string;
  sid?: string;
  iat: number;
  exp: number;
  [k: string]: unknown;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const HEADER = b64({ alg: 'HS256', typ: 'JWT' });

export function signJwt(claims: Omit<JwtClaims, 'iat' | 'exp'>, secret: string, ttlSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const body = `${HEADER}.${b64({ ...claims, iat: now, exp: now + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** Returns the claims, or null when the token is malformed, badly signed or expired. */
export function verifyJwt(token: string, secret: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const sig = Buffer.from(parts[2]!, 'base64url');
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || claims.exp <= Math.floor(Date.now() / 1000)) return null;
    if (typeof claims.sub !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
