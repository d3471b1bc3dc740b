import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The health token of one page view (docs/decisions/2026-11-27-signed-health.md): signed by the server that
 * rendered the page, checked by the API before a browser's health beacon counts. Node only (node:crypto):
 * the SSR side signs, the API verifies, browsers only carry it.
 *
 * Adversary: anyone who can POST a beacon. Without the key they cannot make a token; with a real one (a
 * page they fetched) they can vouch only for the versions that page was given, until it expires, and
 * once per version and kind (the API keeps the nonces).
 */
export interface HealthClaims {
  /** Remote → version this response chose. */
  v: Record<string, string>;
  /** The visitor's canary bucket, when there is one. */
  b: number | null;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** 16 random bytes, base64url: what "once" is counted against. */
  n: string;
}

export const HEALTH_TOKEN_TTL_SECONDS = 30 * 60;
export const MIN_HEALTH_SECRET_LENGTH = 32;
const MAX_TOKEN_LENGTH = 4096;

const mac = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

export function signHealthToken(
  secret: string,
  page: { versions: Record<string, string>; bucket: number | null },
  nowMs: number = Date.now(),
): string {
  if (secret.length < MIN_HEALTH_SECRET_LENGTH) throw new Error(`HEALTH_SECRET must be at least ${MIN_HEALTH_SECRET_LENGTH} characters`);
  const claims: HealthClaims = {
    v: page.versions,
    b: page.bucket,
    exp: Math.floor(nowMs / 1000) + HEALTH_TOKEN_TTL_SECONDS,
    n: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(secret, body)}`;
}

/** The claims of a token this key signed and that has not expired; null for anything else (no reason: nothing to probe). */
export function verifyHealthToken(secret: string, token: unknown, nowMs: number = Date.now()): HealthClaims | null {
  if (secret.length < MIN_HEALTH_SECRET_LENGTH || typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: HealthClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as HealthClaims;
  } catch {
    return null;
  }
  if (typeof claims?.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
  if (typeof claims.n !== 'string' || claims.n.length < 16 || typeof claims.v !== 'object' || claims.v === null) return null;
  return claims;
}

/** Whether the token's page was given this remote at this version. */
export function vouchesFor(claims: HealthClaims, remote: string, version: string): boolean {
  return Object.prototype.hasOwnProperty.call(claims.v, remote) && claims.v[remote] === version;
}
