import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { ServerSignal } from '@edu/shared/schemas';
import { signServerSignals } from '@edu/shared/server';

/**
 * The SSR service's half of a version's health (issue 29 item 1; docs/decisions/2026-11-27-server-signals-and-vitals.md):
 * every page a remote version's server build renders is counted, and so is each such render that failed (the build
 * would not load or threw) or was answered 5xx — into the same store the browser beacons feed, so the canary
 * controller rolls a version back on its server failures even when no browser reports anything (its browser build
 * may be fine). Batched: one signed POST to the API a second at most, the counts exact (one nonce per render).
 */
export type ServerOutcome = 'ok' | 'ssr-render' | 'ssr-5xx';

export interface ServerSignals {
  /** One render of `remote@version`'s server build for this visitor, and how it went. */
  rendered(page: { remote: string; version: string; ip: string; path: string }, outcome: ServerOutcome): void;
  /** Sends what is waiting (a stopping service, tests). */
  flush(): Promise<void>;
}

const MAX_BATCH = 500;
/** Waiting signals beyond this are dropped (the API unreachable for long): memory stays bounded. */
const MAX_WAITING = 20_000;

export function createServerSignals(o: {
  apiOrigin: string;
  secret: string;
  /** How long a signal may wait for its batch (default 1 s). */
  flushMs?: number;
  log: (message: string, error?: unknown) => void;
}): ServerSignals {
  let waiting: ServerSignal[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  const send = async (batch: ServerSignal[]) => {
    try {
      const res = await fetch(new URL('/api/telemetry/server-signals.json', o.apiOrigin), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signServerSignals(o.secret, batch)),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
    } catch (error) {
      // kept for the next batch: a signal counts once whatever the retries (its nonce)
      if (waiting.length + batch.length <= MAX_WAITING) waiting = batch.concat(waiting);
      o.log('server health signals not delivered; trying again with the next batch', error);
    }
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batches: ServerSignal[][] = [];
    while (waiting.length) batches.push(waiting.splice(0, MAX_BATCH));
    sending = sending.then(async () => {
      for (const batch of batches) await send(batch);
    });
    return sending;
  };

  return {
    rendered(page, outcome) {
      const nonce = randomBytes(16).toString('base64url');
      const base = { nonce, remote: page.remote, version: page.version, ip: page.ip.slice(0, 64) || 'unknown', page: page.path.slice(0, 500) };
      if (waiting.length >= MAX_WAITING) return;
      waiting.push({ ...base, kind: 'ssr' });
      if (outcome !== 'ok') waiting.push({ ...base, kind: outcome });
      if (waiting.length >= MAX_BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), o.flushMs ?? 1000).unref();
    },
    flush,
  };
}

/** The visitor's address: the socket's (the edge serves pages in its own process). */
export const socketAddress = (req: http.IncomingMessage): string => req.socket.remoteAddress ?? 'unknown';

/** Behind nginx (the SSR service alone): the address nginx appended last to X-Forwarded-For; the socket's without one. */
export function forwardedAddress(req: http.IncomingMessage): string {
  const header = String(req.headers['x-forwarded-for'] ?? '');
  return header.split(',').at(-1)?.trim() || socketAddress(req);
}
