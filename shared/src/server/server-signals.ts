import { createHmac, timingSafeEqual } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { ServerSignalBatch, type ServerSignal, type SignedServerSignals } from '../schemas/remote-health';
import { MIN_HEALTH_SECRET_LENGTH } from './health-token';

/**
 * The SSR service's own health signals (docs/decisions/2026-11-27-server-signals-and-vitals.md): each render of a
 * remote version's server build, and whether it failed, sent to the API in batches signed with HEALTH_SECRET. A
 * stranger cannot make a batch; a replayed one counts nothing (one nonce per render) and an old one is refused.
 */
export const SERVER_SIGNALS_MAX_AGE_MS = 5 * 60_000;

const mac = (secret: string, payload: string) => createHmac('sha256', `server-signals:${secret}`).update(payload).digest('base64url');

export function signServerSignals(secret: string, signals: ServerSignal[], nowMs: number = Date.now()): SignedServerSignals {
  const payload = JSON.stringify({ at: nowMs, signals } satisfies ServerSignalBatch);
  return { payload, signature: mac(secret, payload) };
}

/** The batch when this key signed it within the last minutes and it is well formed; null for anything else. */
export function verifyServerSignals(secret: string, body: SignedServerSignals, nowMs: number = Date.now()): ServerSignalBatch | null {
  if (secret.length < MIN_HEALTH_SECRET_LENGTH) return null;
  const expected = Buffer.from(mac(secret, body.payload));
  const given = Buffer.from(body.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let batch: unknown;
  try {
    batch = JSON.parse(body.payload);
  } catch {
    return null;
  }
  if (!Value.Check(ServerSignalBatch, batch)) return null;
  return Math.abs(nowMs - batch.at) <= SERVER_SIGNALS_MAX_AGE_MS ? batch : null;
}
