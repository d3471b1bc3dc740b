import { createHmac } from 'node:crypto';
import { MIN_HEALTH_SECRET_LENGTH, verifyHealthToken, vouchesFor } from '@edu/shared/server';

/**
 * Who may move the health counts that canaries are judged by (docs/decisions/2026-11-27-signed-health.md).
 * Adversary: anyone on the internet POSTing beacons. A beacon counts only with a token the rendering server
 * signed for that remote version, unexpired; the caller counts it once per token, version and kind.
 */
export interface Beacon {
  nonce: string;
  visitor: string;
}

/** The key, or '' when it is unset or too short: then nothing counts (closed). */
export function usableHealthSecret(secret: string): string {
  return secret.length >= MIN_HEALTH_SECRET_LENGTH ? secret : '';
}

/**
 * The visitor, as a hash of the address under a key derived from the secret and the UTC day: distinct
 * visitors per version without keeping an address, and no link between one day's hashes and the next.
 */
export function visitorHash(secret: string, ip: string, nowMs: number = Date.now()): string {
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const dayKey = createHmac('sha256', secret).update(`health-visitor:${day}`).digest();
  return createHmac('sha256', dayKey).update(ip).digest('base64url').slice(0, 22);
}

/** A beacon worth counting (valid token vouching for remote@version), or null: answered alike, counted never. */
export function acceptBeacon(
  secret: string,
  token: unknown,
  remote: string,
  version: string | undefined,
  ip: string,
  nowMs = Date.now(),
): Beacon | null {
  if (!secret || !version) return null;
  const claims = verifyHealthToken(secret, token, nowMs);
  if (!claims || !vouchesFor(claims, remote, version)) return null;
  return { nonce: claims.n, visitor: visitorHash(secret, ip, nowMs) };
}
