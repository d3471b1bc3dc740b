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

/** A signing key and its id (the token's `kid`): the first of a list signs, every one verifies. */
export interface JwtKey {
  kid: string;
  secret: string;
}

/** One secret (a derived, single-purpose secret) or the configured key list (JWT_KEYS, rotation). */
export type JwtKeys = string | readonly JwtKey[];

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const keyList = (keys: JwtKeys): readonly JwtKey[] => (typeof keys === 'string' ? [{ kid: 'k1', secret: keys }] : keys);
const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function signJwt(claims: Omit<JwtClaims, 'iat' | 'exp'>, keys: JwtKeys, ttlSeconds: number): string {
  const key = keyList(keys)[0];
  if (!key) throw new Error('no JWT signing key configured');
  const now = Math.floor(Date.now() / 1000);
  const body = `${b64({ alg: 'HS256', typ: 'JWT', kid: key.kid })}.${b64({ ...claims, iat: now, exp: now + ttlSeconds })}`;
  return `${body}.${mac(key.secret, body).toString('base64url')}`;
}

/**
 * Returns the claims, or null when the token is malformed, names another algorithm or an unknown key,
 * is badly signed or expired. A token without `kid` (issued before keys had ids) is checked with the
 * first key. `expiredToo` accepts an expired one: only to name a session to end (the sign-out form).
 */
export function verifyJwt(token: string, keys: JwtKeys, { expiredToo = false } = {}): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  let header: { alg?: unknown; typ?: unknown; kid?: unknown };
  try {
    header = JSON.parse(Buffer.from(parts[0]!, 'base64url').toString('utf8')) as typeof header;
  } catch {
    return null;
  }
  if (header.alg !== 'HS256' || header.typ !== 'JWT') return null;
  const list = keyList(keys);
  const key = header.kid === undefined ? list[0] : list.find((k) => k.kid === header.kid);
  if (!key) return null;
  const sig = Buffer.from(parts[2]!, 'base64url');
  const expected = mac(key.secret, `${parts[0]}.${parts[1]}`);
  if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.exp !== 'number' || (!expiredToo && claims.exp <= Math.floor(Date.now() / 1000))) return null;
    if (typeof claims.sub !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
