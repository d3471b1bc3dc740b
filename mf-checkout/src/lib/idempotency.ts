import type { CreateOrderRequest } from '@edu/shared/core';

/** What the API accepts in `Idempotency-Key`: 8–128 of [A-Za-z0-9_.:-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const STORAGE_KEY = 'co:idempotency';
/** A pending attempt is reused for a day; after that a new click is a new order. */
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The part of an order request the server's idempotency compares (course ids in any order, pod
 * choices, promo code in any case). Buyer details do not change which order a key means.
 */
export function orderFingerprint(req: Pick<CreateOrderRequest, 'course_ids' | 'pod_ids' | 'promo_code'>): string {
  const ids = [...new Set(req.course_ids)].sort((a, b) => a - b);
  const pods = Object.entries(req.pod_ids ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  const promo = req.promo_code?.trim().toUpperCase() || '';
  return JSON.stringify([ids, pods, promo]);
}

/** 'co-' + 32 random URL-safe characters. */
export function createIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (b) => globalThis.crypto.getRandomValues(b)): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return `co-${Array.from(random(new Uint8Array(32)), (b) => alphabet[b % 64]).join('')}`;
}

interface Entry {
  key: string;
  at: number;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * One key per order attempt: the same request (double click, retry after a network error, a reload)
 * reuses its key, so the server answers with the same order instead of making a second one. Kept in
 * sessionStorage: it survives a reload and the trip to the payment gateway, not the tab.
 */
export class IdempotencyKeys {
  constructor(
    private readonly storage: KeyStorage | null,
    private readonly now: () => number = Date.now,
    private readonly newKey: () => string = createIdempotencyKey,
  ) {}

  private read(): Record<string, Entry> {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
      const fresh: Record<string, Entry> = {};
      for (const [fp, entry] of Object.entries(parsed as Record<string, Partial<Entry>>)) {
        const valid = typeof entry?.key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(entry.key) && typeof entry.at === 'number';
        if (valid && this.now() - entry.at! < KEY_TTL_MS) fresh[fp] = entry as Entry;
      }
      return fresh;
    } catch {
      return {};
    }
  }

  private write(entries: Record<string, Entry>): void {
    try {
      if (Object.keys(entries).length === 0) this.storage?.removeItem(STORAGE_KEY);
      else this.storage?.setItem(STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // Storage full or blocked: the in-page guard still stops a double click.
    }
  }

  /** The key of this attempt, created on first use. */
  keyFor(fingerprint: string): string {
    const entries = this.read();
    const existing = entries[fingerprint];
    if (existing) return existing.key;
    const key = this.newKey();
    entries[fingerprint] = { key, at: this.now() };
    this.write(entries);
    return key;
  }

  /** The attempt is over (order completed or paid): the next purchase is a new order. */
  forget(fingerprint?: string): void {
    if (fingerprint === undefined) return this.write({});
    const entries = this.read();
    delete entries[fingerprint];
    this.write(entries);
  }
}

function sessionStore(): KeyStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let keys: IdempotencyKeys | null = null;
export function getIdempotencyKeys(): IdempotencyKeys {
  return (keys ??= new IdempotencyKeys(sessionStore()));
}
