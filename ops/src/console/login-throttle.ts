import type http from 'node:http';
import { tokenId } from '../registry/deploy-tokens';
import { withOpsDatabase } from '../registry/ops-database';

/**
 * The console's sign-in is throttled per client address and per token prefix (`edu_<id>_`): after 10 wrong
 * tries within 15 minutes, every try (a right one too) is answered 429 with Retry-After until the window
 * ends. Counted in the shared store (rate_limits, migration 004), so every console replica sees the same tries.
 */
export const MAX_WRONG_TRIES = 10;
const WINDOW_MS = 15 * 60_000;

/** The client's address: the peer's own, or what a trusted proxy in front says (nginx sets X-Real-IP). */
export function clientAddress(req: http.IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const trusted = (process.env.OPS_CONSOLE_TRUST_PROXY ?? process.env.TRUST_PROXY ?? '127.0.0.1,::1').split(',').map((a) => a.trim());
  if (!trusted.includes(peer)) return peer;
  const forwarded =
    String(req.headers['x-real-ip'] ?? '').trim() ||
    String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .at(-1)!
      .trim();
  return forwarded || peer;
}

export function throttleKeys(address: string, token: string): string[] {
  const id = tokenId(token);
  return [`ops-console-login:ip:${address}`, ...(id ? [`ops-console-login:token:${id}`] : [])];
}

/** Milliseconds until a sign-in may be tried again; 0 when it may now. */
export async function lockedFor(keys: string[]): Promise<number> {
  const { rows } = await withOpsDatabase((db) =>
    db.query<{ ms: string | null }>(
      `SELECT ceil(extract(epoch FROM max(reset_at) - now()) * 1000)::bigint AS ms FROM rate_limits
        WHERE key = ANY($1::text[]) AND hits >= $2 AND reset_at > now()`,
      [keys, MAX_WRONG_TRIES],
    ),
  );
  return Math.max(0, Number(rows[0]?.ms ?? 0));
}

/** Counts a wrong try on every key (a fixed window from the first one). */
export async function countWrongTry(keys: string[]): Promise<void> {
  await withOpsDatabase((db) =>
    db.query(
      `INSERT INTO rate_limits AS r (key, hits, reset_at)
       SELECT k, 1, now() + $2 * interval '1 millisecond' FROM unnest($1::text[]) AS t(k) ORDER BY k
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END`,
      [[...keys].sort(), WINDOW_MS],
    ),
  );
}
