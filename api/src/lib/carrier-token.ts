import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The carrier's answer to "which number is this visitor?" (SPEC §6 number recognition): a short-lived,
 * single-use token naming the subscriber, signed with the secret shared with the carrier
 * (CARRIER_SECRET). Format: base64url(JSON {phone, exp, jti}) + '.' + base64url(HMAC-SHA256).
 */
export interface CarrierClaims {
  phone: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** One use only (spent like the other one-use tokens). */
  jti: string;
}

export const CARRIER_TOKEN_TTL_SECONDS = 300;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signCarrierToken(secret: string, phone: string, nowMs = Date.now()): string {
  const claims: CarrierClaims = { phone, exp: Math.floor(nowMs / 1000) + CARRIER_TOKEN_TTL_SECONDS, jti: randomBytes(12).toString('base64url') };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a well-signed, unexpired token; null for anything else (tampered, expired, malformed). */
export function verifyCarrierToken(secret: string, token: string, nowMs = Date.now()): CarrierClaims | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<CarrierClaims>;
    if (typeof claims.phone !== 'string' || typeof claims.exp !== 'number' || typeof claims.jti !== 'string') return null;
    return claims.exp > nowMs / 1000 ? (claims as CarrierClaims) : null;
  } catch {
    return null;
  }
}
